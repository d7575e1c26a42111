import type { SystemCommandRunTable } from './tables/admin'
import type { ChangeRequestTable } from './tables/approval'
import type { AccountDailySummaryTable, AccountTable, LedgerEntryTable, LedgerMovementTable, SettlementRecordTable, SettlementUploadTable, SpaceDailyReportTable } from './tables/finance'
import type {
  AppUserTable,
  LoginFailureTable,
  RateLimitCountTable,
  MerchantGroupTable,
  MerchantTable,
  MessageAttemptTable,
  MessageTable,
  OneTimeCodeTable,
  PartnerTable,
  RefreshTokenTable,
  SessionActivityTable,
  RoleTable,
  SpaceTable,
  UserEventTable,
  AuditChainTable,
  UserRoleTable,
} from './tables/identity'
import type {
  GatewayCredentialTable,
  GatewayTable,
  HiveSettingTable,
  InstrumentTable,
  MerchantCallerTable,
  MerchantGatewayConfigTable,
  MerchantInstrumentConfigTable,
  MerchantKeyTable,
  MerchantTagTable,
  PaymentLinkTable,
  PspResultCodeTable,
  QuicksightReportConfigTable,
  ResultCodeTable,
  SpaceConfigTable,
  TagTable,
} from './tables/merchantSetup'
import type {
  CustomerFinancialSummaryTable,
  CustomerTable,
  CustomReportStatTable,
  TransactionActivityTable,
  TransactionDailyStatTable,
  TransactionLogTable,
  TransactionTable,
} from './tables/payments'
import type { EmailTemplateCollectionTable, EmailTemplateTable, JobTable, SavedSearchTable, UndoActionTable, UndoRowTable } from './tables/platform'
import type {
  CardBinTable,
  CardBlacklistTable,
  CardRestrictionRuleHitTable,
  CardRestrictionRuleTable,
  CardRestrictionTable,
  FraudBlockTable,
  FraudConfigTable,
  MerchantCardRestrictionTable,
  TrustLevelTable,
  TrustPolicyCollectionTable,
  TrustPolicyConfigTable,
  TrustPolicyTable,
  VelocityBlockTable,
} from './tables/risk'
import type { ReviewAllowTable, ReviewCaseTable, ReviewDecisionTable, ReviewNoteTable, ReviewReasonTable } from './tables/review'

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
  login_failure: LoginFailureTable
  rate_limit_count: RateLimitCountTable
  session_activity: SessionActivityTable
  one_time_code: OneTimeCodeTable
  user_event: UserEventTable
  audit_chain: AuditChainTable
  undo_row: UndoRowTable
  undo_action: UndoActionTable
  message: MessageTable
  message_attempt: MessageAttemptTable
  system_command_run: SystemCommandRunTable

  gateway: GatewayTable
  instrument: InstrumentTable
  tag: TagTable
  merchant_tag: MerchantTagTable
  merchant_caller: MerchantCallerTable
  gateway_credential: GatewayCredentialTable
  merchant_gateway_config: MerchantGatewayConfigTable
  merchant_instrument_config: MerchantInstrumentConfigTable
  merchant_key: MerchantKeyTable
  payment_link: PaymentLinkTable
  space_config: SpaceConfigTable
  quicksight_report_config: QuicksightReportConfigTable
  hive_setting: HiveSettingTable
  result_code: ResultCodeTable
  psp_result_code: PspResultCodeTable

  customer: CustomerTable
  customer_financial_summary: CustomerFinancialSummaryTable
  transaction: TransactionTable
  transaction_activity: TransactionActivityTable
  transaction_log: TransactionLogTable
  transaction_daily_stat: TransactionDailyStatTable
  custom_report_stat: CustomReportStatTable

  card_bin: CardBinTable
  card_blacklist: CardBlacklistTable
  card_restriction: CardRestrictionTable
  card_restriction_rule: CardRestrictionRuleTable
  card_restriction_rule_hit: CardRestrictionRuleHitTable
  merchant_card_restriction: MerchantCardRestrictionTable
  fraud_block: FraudBlockTable
  fraud_config: FraudConfigTable
  velocity_block: VelocityBlockTable
  trust_level: TrustLevelTable
  trust_policy_config: TrustPolicyConfigTable
  trust_policy_collection: TrustPolicyCollectionTable
  trust_policy: TrustPolicyTable

  review_case: ReviewCaseTable
  review_reason: ReviewReasonTable
  review_note: ReviewNoteTable
  review_decision: ReviewDecisionTable
  review_allow: ReviewAllowTable

  change_request: ChangeRequestTable

  account: AccountTable
  ledger_entry: LedgerEntryTable
  ledger_movement: LedgerMovementTable
  account_daily_summary: AccountDailySummaryTable
  settlement_upload: SettlementUploadTable
  settlement_record: SettlementRecordTable
  space_daily_report: SpaceDailyReportTable

  email_template_collection: EmailTemplateCollectionTable
  email_template: EmailTemplateTable
  saved_search: SavedSearchTable
  job: JobTable
}
