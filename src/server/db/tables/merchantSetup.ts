import type { Generated } from 'kysely'
import type { Json, Money, NullableTimestamp, Stamped, Timestamp } from './columns'

export interface GatewayTable {
  code: string
  name: string
  payment_types: Json<string[]>
  currencies: Json<string[]>
  countries: Json<string[]>
  credential_fields: Json<{ name: string; secret: boolean }[]>
  status: Generated<string>
}

export interface InstrumentTable {
  code: string
  name: string
  payment_method: string
  payment_type: string
  status: Generated<string>
}

export interface TagTable {
  id: Generated<number>
  space_id: number
  name: string
  color: Generated<string>
  description: Generated<string>
  created_at: Timestamp
}

export interface MerchantTagTable {
  merchant_id: number
  tag_id: number
  created_at: Timestamp
}

export interface MerchantCallerTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  name: string
  description: Generated<string>
  ip_addresses: Json<string[]>
  callback_url: string | null
  status: Generated<string>
}

export interface GatewayCredentialTable extends Stamped {
  id: Generated<number>
  space_id: number
  merchant_id: number | null
  gateway: string
  name: string
  environment: Generated<string>
  /** The non-secret fields (merchant number, terminal id, ...). */
  fields: Json<Record<string, string>>
  /** Secret fields by name: sha256 of the value and its last 4 characters, never the value. */
  secrets: Json<Record<string, { sha256: string; last4: string }>>
  status: Generated<string>
}

/** The columns a merchant's gateway and instrument configs share. */
interface MerchantConfigColumns extends Stamped {
  id: Generated<number>
  merchant_id: number
  name: string
  status: Generated<string>
  priority: Generated<number>
  settings: Json<Record<string, unknown>>
}

export interface MerchantGatewayConfigTable extends MerchantConfigColumns {
  gateway: string
  credential_id: number | null
  currencies: Json<string[]>
  payment_types: Json<string[]>
}

export interface MerchantInstrumentConfigTable extends MerchantConfigColumns {
  instrument: string
  gateway_config_id: number | null
  currency: string | null
  min_amount: number | null
  max_amount: number | null
  three_ds_version: string | null
  three_ds_bypass: Json<string[]>
  instalments: Json<number[]>
}

export interface MerchantKeyTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  name: string
  key_prefix: string
  key_hash: string
  environment: Generated<string>
  status: Generated<string>
  expires_at: NullableTimestamp
  last_used_at: NullableTimestamp
  created_by: string | null
}

export interface PaymentLinkTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  reference: string
  description: Generated<string>
  amount: Money
  currency: string
  customer_email: string | null
  customer_name: string | null
  locale: Generated<string>
  status: Generated<string>
  expires_at: NullableTimestamp
  transaction_external_id: string | null
  created_by: string | null
}

export interface SpaceConfigTable {
  space_id: number
  settings: Json<Record<string, unknown>>
  updated_by: string | null
  updated_at: Timestamp
}

export interface QuicksightReportConfigTable extends Stamped {
  id: Generated<number>
  space_id: number
  name: string
  description: Generated<string>
  dashboard_id: string
  region: Generated<string>
  status: Generated<string>
  sort_order: Generated<number>
  /** The custom report it runs (CustomReportDefinition); null for a dashboard only. */
  definition: Json<unknown>
}

export interface HiveSettingTable extends Stamped {
  id: Generated<number>
  hive: 'GATEWAY' | 'MIDAS'
  component: string
  key: string
  environment: 'Development' | 'Production'
  type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'JSON'
  value: string
  description: Generated<string>
  updated_by: string | null
}

export interface ResultCodeTable extends Stamped {
  code: string
  message: string
  description: Generated<string>
  result: string
  category: string
  retryable: Generated<boolean>
}

export interface PspResultCodeTable extends Stamped {
  id: Generated<number>
  gateway: string
  code: string
  message: string
  result_code: string
}
