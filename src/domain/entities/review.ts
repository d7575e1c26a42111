import { z } from 'zod'
import {
  type ReviewOutcome,
  allReviewReasonCodes,
  blocklistFields,
  reviewOutcomes,
  reviewReasonCodes,
  reviewSources,
  reviewStates,
  reviewTabs,
} from '../enums'
import { listQuerySchema } from '../pagination'
import { cardDigits, cardHash, isoTime, isoTimeInput, keyFilter, messages, nameKey, nullableFields, optionalText, requiredText, spacesRecord } from './common'
import { transactionSchema } from './transaction'

/** How many cases, reasons, payments or cards. */
const count = z.number().int()

/** The median minutes a decision took, to a tenth; null before any decision. */
const medianMinutesToDecide = z.number().nullable()

/** A payment as the queue names it: its merchant and its id, as the transaction's own path does (`transaction/{merchantName}/{transaction}`). */
const paymentKey = { merchantName: z.string(), transaction: z.string() }

/** An amount per currency: a case's payments are never summed across currencies. */
export const amountByCurrencySchema = z.object({ currency: z.string(), amount: z.number(), count })

/**
 * Why a card is under review: a SHADOW card restriction rule's hit, a trust policy moving the
 * customer to UNTRUSTED or RESTRICTED, a velocity threshold, a chargeback or a person's "Send to
 * review". `sourceRef` names the rule (`{restriction}/{ruleId}`), the policy (`{config}/{policyId}`)
 * or the velocity threshold; null for a chargeback or a person.
 */
export const reviewReasonSchema = z.object({
  id: z.number(),
  source: z.enum(reviewSources),
  sourceRef: z.string().nullable(),
  /** The payment that raised it, when one did. */
  ...nullableFields(paymentKey),
  /** Who sent it to review (MANUAL); null for the platform's own checks. */
  addedBy: z.string().nullable(),
  detail: z.string(),
  created: isoTime,
})
export type ReviewReason = z.infer<typeof reviewReasonSchema>

export const reviewDecisionSchema = z.object({
  outcome: z.enum(reviewOutcomes),
  reasonCode: z.enum(allReviewReasonCodes),
  note: z.string().nullable(),
  decidedBy: z.string(),
  decided: isoTime,
  /** The fraud block a FRAUD decision made, pointing back to the case in its reason. */
  fraudBlockId: z.number().nullable(),
  /** Payments a FRAUD decision refunded. */
  refunded: count,
  /** A LEGITIMATE decision put the card on the space's allow list: no new case opens for it from the platform's checks. */
  allowListed: z.boolean(),
  snoozedUntil: isoTime.nullable(),
})
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>

/** A review case: the open suspicion about one card in one space. A card has at most one case not DECIDED per space. */
export const reviewCaseSummarySchema = z.object({
  ...spacesRecord,
  cardHash: z.string(),
  ...cardDigits,
  state: z.enum(reviewStates),
  /** Higher first; a new reason may raise it. */
  priority: z.number().int(),
  /** When the case opened, and when the space's SLA for it runs out. */
  created: isoTime,
  dueAt: isoTime,
  /** The analyst holding it (CLAIMED) and until when their lease lasts. */
  heldBy: z.string().nullable(),
  leaseExpiresAt: isoTime.nullable(),
  /** The latest reason's source, and how many reasons and payments the case holds. */
  latestSource: z.enum(reviewSources),
  reasonCount: count,
  transactionCount: count,
  amounts: z.array(amountByCurrencySchema),
  decision: reviewDecisionSchema.nullable(),
  updated: isoTime,
})
export type ReviewCaseSummary = z.infer<typeof reviewCaseSummarySchema>

export const reviewNoteSchema = z.object({ id: z.number(), text: z.string(), author: z.string(), created: isoTime })
export type ReviewNote = z.infer<typeof reviewNoteSchema>

/** One payment of the card, as the case pane lists it: the transaction's own fields, and where it came from. */
export const reviewPaymentSchema = transactionSchema.pick({ status: true, amount: true, currency: true, created: true }).extend({
  ...paymentKey,
  country: z.string().nullable(),
  cardCountry: z.string().nullable(),
  threeDsVersion: z.string().nullable(),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  customer: z.string().nullable(),
})

/**
 * A value the card's payments share with other payments of the space (an email, an IP address, a
 * device, an account holder, a customer): how many other cards, customers and payments carry it.
 */
export const reviewLinkSchema = z.object({
  field: z.enum(blocklistFields),
  value: z.string(),
  otherCards: count,
  customers: count,
  transactions: count,
  /** An active fraud block already covers the value. */
  blocked: z.boolean(),
})
export type ReviewLink = z.infer<typeof reviewLinkSchema>

/** The case pane: the case, its reasons and notes, the card's payments, linked values and blocks in force. */
export const reviewCaseSchema = reviewCaseSummarySchema.extend({
  reasons: z.array(reviewReasonSchema),
  notes: z.array(reviewNoteSchema),
  /** The card's latest payments in the space, newest first (at most 100), and their totals by currency. */
  payments: z.array(reviewPaymentSchema),
  links: z.array(reviewLinkSchema),
  /** Ids of the active fraud blocks on the card or on its linked values. */
  activeBlockIds: z.array(z.number()),
})
export type ReviewCase = z.infer<typeof reviewCaseSchema>

export const reviewListQuerySchema = listQuerySchema.extend({
  /** mine: CLAIMED by the caller; open: OPEN (and SNOOZED whose time has come); escalated; decided. Default open. */
  tab: z.enum(reviewTabs).optional(),
  space: keyFilter,
  cardHash: cardHash.optional(),
  source: z.enum(reviewSources).optional(),
  /** The rule or policy that raised a reason (its `sourceRef`). */
  sourceRef: z.string().max(200).optional(),
})

/** How many cases each tab holds for the caller, for the queue's live counts. */
export const reviewCountsSchema = z.object({ mine: count, open: count, escalated: count, decided: count })
export type ReviewCounts = z.infer<typeof reviewCountsSchema>

/**
 * POST review/next: the caller's next case, leased to it: one it holds already, else the top open
 * case of its scope (one space, when given); null when the queue is empty.
 */
export const reviewNextInputSchema = z.object({
  space: nameKey.optional(),
  /** The case to move on to once the one in hand is decided: the top open case, whatever cases the caller holds. */
  ahead: z.boolean().optional(),
})
export const reviewNextAnswerSchema = z.object({ case: reviewCaseSchema.nullable() })

export const reviewDecisionInputSchema = z
  .object({
    outcome: z.enum(reviewOutcomes, messages.required),
    reasonCode: z.enum(allReviewReasonCodes, messages.required),
    note: optionalText(2000),
    /** LEGITIMATE: put the card on the space's allow list. */
    allowList: z.boolean().optional(),
    /** FRAUD: refund the card's refundable payments in the same step. */
    refund: z.boolean().optional(),
    /** SNOOZE: when the case comes back to the queue (in the future, within 30 days). */
    snoozeUntil: isoTimeInput.optional(),
  })
  .superRefine((input, ctx) => {
    const codes: readonly string[] = reviewReasonCodes[input.outcome as ReviewOutcome]
    if (!codes.includes(input.reasonCode)) ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: messages.format })
    if (input.outcome === 'SNOOZE' && !input.snoozeUntil) ctx.addIssue({ code: 'custom', path: ['snoozeUntil'], message: messages.required })
  })
export type ReviewDecisionInput = z.infer<typeof reviewDecisionInputSchema>

export const reviewNoteInputSchema = z.object({ text: requiredText(2000) })

/** POST review: send payments to review (key v on a transaction, or a selection); each joins its card's open case or opens one. */
export const reviewSendInputSchema = z.object({
  transactions: z
    .array(z.object({ merchantName: nameKey, transaction: requiredText(200) }))
    .min(1, messages.required)
    .max(500, 'Enter at most 500 entries'),
  note: optionalText(2000),
})
export const reviewSendAnswerSchema = z.object({
  results: z.array(
    z.object({
      ...paymentKey,
      /** The case the payment joined or opened; null when it has no card or is out of scope. */
      caseId: z.number().nullable(),
      opened: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
})

/** How the cases a rule or policy raised were decided over the last 30 days. */
export const reviewFeedbackQuerySchema = z.strictObject({ source: z.enum(reviewSources), sourceRef: z.string().min(1).max(200) })
export const reviewFeedbackSchema = z.object({
  cases: count,
  decided: count,
  fraud: count,
  /** fraud / decided, 0 to 1; null before any decision. */
  fraudRate: z.number().nullable(),
  medianMinutesToDecide,
})

/** Each analyst's decisions today (in the caller's time zone's day) and their median time to decide. */
export const reviewAnalystStatsSchema = z.object({
  analysts: z.array(z.object({ username: z.string(), decisions: count, medianMinutesToDecide })),
})
