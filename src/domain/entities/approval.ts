import { z } from 'zod'
import { type ApprovalPolicy, approvalPolicies, approvalTabs, changeRequestStates, userEventTypes } from '../enums'
import { isoTime, keyFilter, messages, namedValues, optionalText, requiredText } from './common'
import { listQuerySchema } from '../pagination'
import { currencyDigits } from '../money'
import { isDangerousCommand } from './system'

/**
 * The header a call sends its reason in, kept with the change request when a second person must
 * approve it; percent-encoded UTF-8 (`encodeURIComponent`), since a header carries Latin-1 only.
 */
export const CHANGE_REASON_HEADER = 'x-change-reason'

/** An amount in whole major units (10000 is EUR 10,000.00): a threshold people type and read. */
const majorThreshold = z.number(messages.format).int(messages.format).min(0, messages.format).max(1_000_000_000_000, messages.format)
const onOff = z.object({ on: z.boolean() })
/** Thresholds by currency code; the codes are checked on the map, after the card number rule every typed key is held to. */
const currencyThresholds = namedValues(z.string().min(1).max(60), majorThreshold).refine(
  (map) => Object.keys(map).every((code) => /^[A-Z]{3}$/.test(code)),
  messages.format,
)

/**
 * A space's approval policy: which writes of its users wait for a second person. Money moves
 * above a threshold in major units (per currency where one is set, else `above`); a delete of
 * more than `above` records at once; the others whenever they change something.
 */
export const approvalSettingsSchema = z.object({
  money: z.object({ on: z.boolean(), above: majorThreshold, currencies: currencyThresholds }),
  permissions: onOff,
  scope: onOff,
  rules: onOff,
  bulkDelete: z.object({ on: z.boolean(), above: z.number(messages.format).int(messages.format).min(1, messages.format).max(1000, messages.format) }),
  systemCommand: onOff,
  secrets: onOff,
  /** Hours a request waits for its second person before it expires. */
  expiryHours: z.number(messages.format).int(messages.format).min(1, messages.format).max(168, messages.format),
})
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>

/** What a space starts with: money above 10,000 in any currency, and any change of roles or role permissions. */
export const defaultApprovalSettings: ApprovalSettings = {
  money: { on: true, above: 10_000, currencies: {} },
  permissions: { on: true },
  scope: { on: false },
  rules: { on: false },
  bulkDelete: { on: false, above: 10 },
  systemCommand: { on: false },
  secrets: { on: false },
  expiryHours: 24,
}

/** One record a request changes, as the audit would keep it: its API shape before and after (null where there is none). */
export const proposedChangeSchema = z.object({
  type: z.enum(userEventTypes),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
})
export type ProposedChange = z.infer<typeof proposedChangeSchema>

/**
 * A write held for a second person: the call (`finance.withdraw`), the policy that held it, the
 * record it changes first and how many it changes, who asked, why, and until when it waits.
 */
export const changeRequestSummarySchema = z.object({
  id: z.number(),
  space: z.string(),
  state: z.enum(changeRequestStates),
  policy: z.enum(approvalPolicies),
  /** The call-table id of the held call, `area.name`. */
  call: z.string(),
  method: z.string(),
  /** The call's path with its params filled in, below the API prefix. */
  path: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  changeCount: z.number().int(),
  requestedBy: z.string(),
  reason: z.string().nullable(),
  created: isoTime,
  expiresAt: isoTime,
  decidedBy: z.string().nullable(),
  decided: isoTime.nullable(),
})
export type ChangeRequestSummary = z.infer<typeof changeRequestSummarySchema>

/** A change request whole: the request as sent (secret values masked), the changes it makes, and what the caller may do with it. */
export const changeRequestSchema = changeRequestSummarySchema.extend({
  request: z.object({ params: z.record(z.string(), z.unknown()), query: z.record(z.string(), z.unknown()), body: z.unknown() }),
  changes: z.array(proposedChangeSchema),
  /** The approver's note, or why it was rejected. */
  note: z.string().nullable(),
  /** PENDING, not the caller's own, and the caller holds approval.decide and the held call's permission. */
  canDecide: z.boolean(),
  /** PENDING and the caller's own. */
  canCancel: z.boolean(),
})
export type ChangeRequest = z.infer<typeof changeRequestSchema>

/** What a held call answers (202): its change request, nothing applied. */
export const heldAnswerSchema = z.object({ changeRequest: changeRequestSchema })
export type HeldAnswer = z.infer<typeof heldAnswerSchema>

/** What an approval answers: the request, applied, and what the held call answered its approver. */
export const approvalAnswerSchema = z.object({ changeRequest: changeRequestSchema, result: z.unknown() })

export const approveInputSchema = z.object({ note: optionalText(500) })
export const rejectInputSchema = z.object({ reason: requiredText(500) })

export const changeRequestListQuerySchema = listQuerySchema.extend({
  /** waiting: PENDING ones the caller may decide; mine: the caller's own PENDING ones; all: every PENDING one in view; decided. Default waiting. */
  tab: z.enum(approvalTabs).optional(),
  space: keyFilter,
  policy: z.enum(approvalPolicies).optional(),
  requestedBy: keyFilter,
  /** The PENDING requests that change one record, for its "pending approval" mark. */
  targetType: z.string().max(60).optional(),
  targetId: z.string().max(200).optional(),
  /** The requests whose changes are a merchant's (its account's movements, its keys), for the merchant's own pages. */
  merchantAccount: keyFilter,
})

/** How many requests wait for the caller's decision, and how many of their own wait for someone else's. */
export const approvalCountsSchema = z.object({ waiting: z.number().int(), mine: z.number().int() })
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>

/** A request's body as far as the money policy reads it. */
interface Movement {
  amount?: unknown
  currency?: unknown
}

const fieldOf = (record: unknown, field: string): unknown => (record && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined)
const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b)
const touches = (fields: readonly string[]) => (change: ProposedChange) => fields.some((field) => differs(fieldOf(change.before, field), fieldOf(change.after, field)))

/** The most a movement moves alone in a currency, in minor units. */
export function moneyThreshold(settings: ApprovalSettings['money'], currency: string): number {
  return (settings.currencies[currency] ?? settings.above) * 10 ** currencyDigits(currency)
}

/**
 * Whether a request under a policy needs a second person in a space with these settings, from its
 * body and the changes it would make (as its trial run audited them).
 */
export const policyHolds: Record<ApprovalPolicy, (settings: ApprovalSettings, request: { body: unknown; changes: readonly ProposedChange[] }) => boolean> = {
  money: (settings, { body }) => {
    const { amount, currency } = (body ?? {}) as Movement
    return typeof amount === 'number' && typeof currency === 'string' && amount > moneyThreshold(settings.money, currency)
  },
  permissions: (_settings, { changes }) => changes.some(touches(['roles', 'permissions'])),
  scope: (_settings, { changes }) => changes.some(touches(['scope', 'space', 'group', 'merchant'])),
  rules: (_settings, { changes }) => changes.some((change) => fieldOf(change.after, 'status') === 'ACTIVE' && fieldOf(change.before, 'status') !== 'ACTIVE'),
  bulkDelete: (settings, { changes }) => changes.length > settings.bulkDelete.above,
  systemCommand: (_settings, { body }) => isDangerousCommand(String(fieldOf(body, 'command'))),
  secrets: (_settings, { changes }) => changes.some((change) => differs(change.before, change.after)),
}

/** Policies decided by the request alone: its call is never tried first (a system command may run long, outside one transaction). */
export const decidedByRequest: readonly ApprovalPolicy[] = ['systemCommand']
