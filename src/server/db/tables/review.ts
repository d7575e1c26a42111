import type { Generated, GeneratedAlways } from 'kysely'
import type { NullableTimestamp, Stamped, Timestamp } from './columns'

/** The open suspicion about one card in one space (migration 0045). */
export interface ReviewCaseTable extends Stamped {
  id: Generated<number>
  space_id: number
  card_hash: string
  card_bin: string | null
  card_last4: string | null
  state: Generated<string>
  priority: number
  due_at: Timestamp
  held_by: string | null
  claimed_at: NullableTimestamp
  lease_expires_at: NullableTimestamp
  /** The state a lapsed or released claim returns to: OPEN or ESCALATED. */
  claimed_from: string | null
  snoozed_until: NullableTimestamp
  /** Priority, then age, as one number: the queue's order. */
  queue_rank: GeneratedAlways<number>
}

export interface ReviewReasonTable {
  id: Generated<number>
  case_id: number
  source: string
  source_ref: string | null
  transaction_id: number | null
  merchant_id: number | null
  added_by: string | null
  detail: Generated<string>
  created_at: Timestamp
}

export interface ReviewNoteTable {
  id: Generated<number>
  case_id: number
  text: string
  author: string
  created_at: Timestamp
}

export interface ReviewDecisionTable {
  id: Generated<number>
  case_id: number
  outcome: string
  reason_code: string
  note: string | null
  decided_by: string
  claimed_at: NullableTimestamp
  fraud_block_id: number | null
  refunded: Generated<number>
  allow_listed: Generated<boolean>
  snoozed_until: NullableTimestamp
  created_at: Timestamp
}

export interface ReviewAllowTable {
  id: Generated<number>
  space_id: number
  card_hash: string
  case_id: number | null
  added_by: string
  created_at: Timestamp
}
