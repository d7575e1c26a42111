import type { Generated } from 'kysely'
import type { SettlementReason } from '@domain/entities/finance'
import type { DateOnly, Json, Money, NullableTimestamp, Stamped, Timestamp } from './columns'

export interface AccountTable extends Stamped {
  id: Generated<number>
  space_id: number
  merchant_id: number | null
  name: string
  currency: string
  balance: Money
  status: Generated<string>
}

export interface LedgerEntryTable {
  id: Generated<number>
  account_id: number
  merchant_id: number | null
  entry_type: 'CR' | 'DR'
  transfer_type: string
  amount: number
  currency: string
  balance_after: number
  transaction_id: number | null
  /** The movement whose two entries (this account's and the counter-entry) balance. */
  movement_id: number
  reference: Generated<string>
  description: Generated<string>
  created_by: string | null
  created_at: Timestamp
}

/** One movement of money: two ledger entries that balance, applied once per idempotency key. */
export interface LedgerMovementTable {
  id: Generated<number>
  space_id: number
  account_id: number
  counter_account_id: number
  transfer_type: string
  amount: number
  currency: string
  reference: Generated<string>
  description: Generated<string>
  idempotency_key: string | null
  request_hash: string | null
  created_by: string | null
  created_at: Timestamp
}

export interface AccountDailySummaryTable {
  account_id: number
  day: DateOnly
  currency: string
  opening_balance: Money
  credits: Money
  debits: Money
  closing_balance: Money
  entry_count: Generated<number>
}

export interface SettlementUploadTable {
  id: Generated<number>
  space_id: number
  gateway: string
  job_id: number | null
  file_name: string
  file_key: string
  state: Generated<string>
  total_rows: Generated<number>
  success_rows: Generated<number>
  error_rows: Generated<number>
  invalid_rows: Generated<number>
  uploaded_by: string | null
  created_at: Timestamp
  completed_at: NullableTimestamp
  /**
   * sha256 of the file's identity, its rows as read (line ends, a BOM, blank lines and the order
   * of the columns aside): the same file is applied once per space and gateway. Uploads before
   * migration 0038 keep the sha256 of their bytes.
   */
  file_sha256: string | null
  file_size: Generated<number>
  /** Rows of the file applied so far: a retried job resumes after them. */
  processed_rows: Generated<number>
}

export interface SettlementRecordTable {
  id: Generated<number>
  space_id: number
  upload_id: number | null
  gateway: string
  merchant_id: number | null
  transaction_id: number | null
  transaction_external_id: string
  gateway_reference: string | null
  settlement_date: DateOnly
  amount: Money
  fee: Money
  net_amount: Money
  currency: string
  /** SUCCESS, ERROR or INVALID; a transaction has one SUCCESS record at most. */
  result: string
  message: Generated<string>
  /** The reason of `message` as a code and its values, for the reasons that have one. */
  reason: Json<SettlementReason | null>
  created_at: Timestamp
  /** The record's row in its upload's file; null for records not read from a file. */
  row_number: Generated<number | null>
}

export interface SpaceDailyReportTable {
  id: Generated<number>
  space_id: number
  report_date: DateOnly
  name: string
  format: Generated<string>
  state: Generated<string>
  file_key: string | null
  file_size: number | null
  row_count: Generated<number>
  created_at: Timestamp
  completed_at: NullableTimestamp
}
