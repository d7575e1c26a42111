import { EnumText } from './EnumText'

const success = 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200'
const info = 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200'
const danger = 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200'
const reversal = 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200'
const pending = 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200'
const neutral = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'

/**
 * Tones of every status the console shows: transactions, records (ACTIVE, ENABLED, DISABLED,
 * DELETED), API keys, whose colours the spec fixes (ACTIVE success, DISABLED red, EXPIRED default),
 * the send states of messages, review cases' states and decisions, and change requests' states.
 */
const tones: Record<string, string> = {
  APPROVED: success,
  CHARGED: success,
  ACTIVE: success,
  ENABLED: success,
  PAID: success,
  SENT: success,
  SUCCESS: success,
  COMPLETED: success,
  AUTHORIZED: info,
  VERIFIED: info,
  CREDITED: info,
  SHADOW: info,
  QUEUED: info,
  PROCESSING: info,
  DECLINED: danger,
  ERROR: danger,
  CHARGED_BACK: danger,
  DISABLED: danger,
  DELETED: danger,
  FAILED: danger,
  PARTIALLY_FAILED: pending,
  PAUSED: pending,
  INVITED: pending,
  INVALID: pending,
  REFUNDED: reversal,
  CHARGEBACK_REVERSED: reversal,
  // Review cases: held, waiting on a senior, and how they were decided.
  CLAIMED: info,
  ESCALATED: pending,
  LEGITIMATE: success,
  FRAUD: danger,
  // Change requests: refused by a second person, or by their record's change.
  REJECTED: danger,
  STALE: pending,
}

/** A status or result as a coloured badge in the user's language (English shows the code, as support reads it in tickets), the code on hover. */
export function StatusBadge({ status }: { status: string }) {
  const tone = tones[status] ?? (status.endsWith('PENDING') || status === 'PENDING' ? pending : neutral)
  return <EnumText value={status} className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`} />
}
