import type {
  AppUserTable,
  MerchantGroupTable,
  MerchantTable,
  MessageTable,
  OneTimeCodeTable,
  PartnerTable,
  RefreshTokenTable,
  RoleTable,
  SpaceTable,
  UserEventTable,
  UserRoleTable,
} from './tables/identity'

/** Every table, by name. Each migration's tables have their interfaces in tables/. */
export interface Database {
  partner: PartnerTable
  space: SpaceTable
  merchant_group: MerchantGroupTable
  merchant: MerchantTable
  role: RoleTable
  app_user: AppUserTable
  user_role: UserRoleTable
  refresh_token: RefreshTokenTable
  one_time_code: OneTimeCodeTable
  user_event: UserEventTable
  message: MessageTable
}
