import type { Generated } from 'kysely'
import type { Json, NullableTimestamp, Stamped, Timestamp } from './columns'

/** A write a space's approval policy held for a second person (migration 0047). */
export interface ChangeRequestTable extends Stamped {
  id: Generated<number>
  space_id: number
  /** The call-table id of the held call (`finance.withdraw`) and the policy that held it. */
  call_id: string
  policy: string
  /** The held call's permission, which its approver needs too. */
  permission: string
  state: Generated<string>
  /** The request as sent (path params, query and body), sealed: it may hold a secret the call takes. */
  sealed_input: string
  /** The same request with its secret values masked, as the API shows it. */
  shown_input: Json<{ params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }>
  method: string
  path: string
  /** What its trial run changed, as the audit keeps it: each record before and after. */
  changes: Json<unknown[]>
  /** The parts of its records the request changes, as they were: a changed one makes it stale. */
  fingerprint: string
  target_type: string | null
  target_id: string | null
  requested_by_id: number | null
  requested_by: string
  reason: string | null
  expires_at: Timestamp
  decided_by: string | null
  decided_at: NullableTimestamp
  note: string | null
}
