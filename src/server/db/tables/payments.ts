import type { Generated, Selectable } from 'kysely'
import type { DateOnly, Json, Money, NullableTimestamp, Stamped, Timestamp } from './columns'

export interface CustomerTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  /** The merchant's customer id (the one in URLs). */
  external_id: string
  name: Generated<string>
  email: string | null
  phone: string | null
  country: string | null
  ip_address: string | null
  trust_level: Generated<string>
  fraud: Json<Record<string, unknown>>
  personal_info: Json<Record<string, unknown>>
  properties: Json<Record<string, unknown>>
}

export interface CustomerFinancialSummaryTable {
  customer_id: number
  currency: string
  charged_amount: Money
  refunded_amount: Money
  chargeback_amount: Money
  charge_count: Generated<number>
  refund_count: Generated<number>
  chargeback_count: Generated<number>
  decline_count: Generated<number>
  first_transaction_at: NullableTimestamp
  last_transaction_at: NullableTimestamp
}

export interface TransactionTable extends Stamped {
  id: Generated<number>
  merchant_id: number
  /** The transaction id of URLs and the API (`id`), unique per merchant. */
  external_id: string
  merchant_transaction_id: string | null
  parent_external_id: string | null
  status: string
  type: string
  result: string
  direction: Generated<string>
  payment_kind: Generated<string>
  amount: Money
  captured_amount: Money
  refunded_amount: Money
  currency: string
  instalments: Generated<number>
  card_hash: string | null
  card_bin: string | null
  card_last4: string | null
  card_scheme: string | null
  card_country: string | null
  expiry_month: number | null
  expiry_year: number | null
  three_ds_version: string | null
  eci: string | null
  payment_type: string
  payment_method: string
  account_holder: string | null
  email: string | null
  customer_external_id: string | null
  customer_name: string | null
  ip_address: string | null
  country: string | null
  /** The paywall session, metadata.paywallLogId in the API. */
  paywall_log_id: string | null
  order_id: string | null
  gateway: string | null
  gateway_config_id: number | null
  instrument_config_id: number | null
  gateway_reference: string | null
  result_code: string | null
  psp_result_code: string | null
  description: Generated<string>
  metadata: Json<Record<string, unknown>>
}

export interface TransactionActivityTable {
  id: Generated<number>
  transaction_id: number
  merchant_id: number
  type: string
  status: string
  result: string
  amount: Money
  currency: string
  result_code: string | null
  reason: string | null
  /** API, CONSOLE, GATEWAY or SYSTEM. */
  source: Generated<string>
  username: string | null
  created_at: Timestamp
}

export interface TransactionLogTable {
  id: Generated<number>
  transaction_id: number
  merchant_id: number
  operation: string
  gateway: string | null
  url: string | null
  http_status: number | null
  duration_ms: number | null
  result: string
  request: string | null
  response: string | null
  created_at: Timestamp
}

/** Kept by a trigger on "transaction"; read by the dashboard. */
export interface TransactionDailyStatTable {
  merchant_id: number
  day: DateOnly
  currency: string
  result: string
  direction: string
  /** '' when the transaction has none. */
  result_code: string
  count: number
  amount: number
}

export type Customer = Selectable<CustomerTable>
export type Transaction = Selectable<TransactionTable>
export type TransactionActivity = Selectable<TransactionActivityTable>
export type TransactionLog = Selectable<TransactionLogTable>

/** Transactions per UTC day, merchant, gateway, currency, status and card country (migration 0029). */
export interface CustomReportStatTable {
  day: DateOnly
  merchant_id: number
  gateway: string
  currency: string
  status: string
  country: string
  count: number
  amount: number
  approved_count: number
  chargeback_count: number
}
