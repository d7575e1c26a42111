import type { ReviewOutcome } from '@domain/enums'
import { dialogCommand, type ScreenDialog } from './dialogs'
import type { PartKey } from './places'
import { kindCommands } from './record'
import { TRANSACTION_LIST } from './transaction'
import { type CommandContext, type CommandSpec, defineCommands } from './types'

/** The case on view: its state and who holds it decide which decisions apply. */
export interface ReviewFocus {
  reviewCase: { id: number; state: string; heldBy: string | null }
}

const DECIDE = 'review.decide'

/** The case on view is leased to the signed-in user: its decisions are theirs to take. */
export function caseInHand(ctx: CommandContext): boolean {
  const held = ctx.focus.reviewCase
  return held !== undefined && held.state === 'CLAIMED' && held.heldBy !== null && held.heldBy === ctx.username
}

/** On the queue or a case beside it. */
const onQueue = (ctx: CommandContext) => ctx.location.pathname === '/reviews' || ctx.location.pathname.startsWith('/reviews/')

/** Each decision's step (`?dialog=`) and its one key. */
export const decisionSteps = {
  LEGITIMATE: { dialog: 'legitimate', key: 'a', keywords: ['legitimate', 'genuine', 'approve', 'allow', 'not fraud', 'close'] },
  FRAUD: { dialog: 'fraud', key: 'f', keywords: ['fraud', 'block', 'refund', 'stolen', 'confirm fraud'] },
  ESCALATE: { dialog: 'escalate', key: 'e', keywords: ['escalate', 'senior', 'hand over', 'second opinion'] },
  SNOOZE: { dialog: 'snooze', key: 's', keywords: ['snooze', 'later', 'wait', 'remind', 'postpone'] },
} as const satisfies Record<ReviewOutcome, { dialog: ScreenDialog; key: string; keywords: string[] }>

/** Keys of a decision's step beside the digits of its reasons: a box each toggles, and the note. */
export const stepKeys = { refund: 'r', allowList: 'l', note: 'c' } as const

/** When a snoozed case comes back, and the key that chooses it in the snooze step: in an hour, in four, tomorrow morning, next week's first morning. */
export const snoozePresets = [
  { id: 'hour', key: 'h' },
  { id: 'fourHours', key: 'f' },
  { id: 'tomorrow', key: 't' },
  { id: 'nextWeek', key: 'w' },
] as const
export type SnoozePreset = (typeof snoozePresets)[number]['id']

/** The keys a decision's step reads itself, listed by the help while a case is in hand (the steps can open). */
const inStep = (ctx: CommandContext) => ctx.permissions.has(DECIDE) && caseInHand(ctx)

export const decisionStepKeys: readonly PartKey[] = [
  { id: 'review.step.reason', place: 'dialog', shortcut: '1…9', title: 'review:stepKeys.reason', when: inStep },
  { id: 'review.step.refund', place: 'dialog', shortcut: stepKeys.refund, title: 'review:stepKeys.refund', when: inStep },
  { id: 'review.step.allowList', place: 'dialog', shortcut: stepKeys.allowList, title: 'review:stepKeys.allowList', when: inStep },
  ...snoozePresets.map((preset): PartKey => ({ id: `review.step.${preset.id}`, place: 'dialog', shortcut: preset.key, title: `review:stepKeys.${preset.id}`, when: inStep })),
  { id: 'review.step.note', place: 'dialog', shortcut: stepKeys.note, title: 'review:stepKeys.note', when: inStep },
]

/** A decision on the case in hand: its key opens its step, where a digit picks the reason. */
function decision(outcome: ReviewOutcome, name: string): CommandSpec {
  const step = decisionSteps[outcome]
  return dialogCommand(step.dialog, {
    title: `review:commands.${name}`,
    keywords: ['review', 'case', 'decide', ...step.keywords],
    shortcut: step.key,
    permission: DECIDE,
    record: 'reviewCase',
    when: caseInHand,
  })
}

/** The payments `v` sends: the selected transactions, else the transaction open or under the list's cursor. */
function transactionsToSend(ctx: CommandContext): boolean {
  const selection = ctx.focus.selection
  if (selection?.kind === TRANSACTION_LIST && selection.rows.length > 0) return true
  return ctx.focus.transaction !== undefined
}

export const reviewCommands = {
  ...kindCommands('review', {
    list: '/reviews',
    shortcut: 'g v',
    keywords: ['review', 'queue', 'cases', 'triage', 'suspicious', 'inbox', 'fraud review'],
  }),
  ...defineCommands({
    /** Leases the top case of the queue to the user and opens it (`?dialog=claimNext` on the queue does the call). */
    'review.next': dialogCommand('claimNext', {
      title: 'review:commands.next',
      keywords: ['review', 'next case', 'claim', 'take', 'queue'],
      shortcut: 'n',
      permission: DECIDE,
      route: '/reviews/$case',
      acts: 'list',
      when: onQueue,
    }),
    'review.legitimate': decision('LEGITIMATE', 'legitimate'),
    'review.fraud': decision('FRAUD', 'fraud'),
    'review.escalate': decision('ESCALATE', 'escalate'),
    'review.snooze': decision('SNOOZE', 'snooze'),
    /** Writes a note on the case on view: the key puts the cursor in the case's note field. */
    'review.note': dialogCommand('note', {
      title: 'review:commands.note',
      keywords: ['review', 'note', 'comment', 'remark'],
      shortcut: 'c',
      permission: DECIDE,
      record: 'reviewCase',
      when: (ctx) => ctx.focus.reviewCase !== undefined,
    }),
    /** Gives the case in hand back to the queue, for another analyst. */
    'review.release': dialogCommand('release', {
      title: 'review:commands.release',
      keywords: ['review', 'release', 'give back', 'unclaim', 'return to queue'],
      permission: DECIDE,
      record: 'reviewCase',
      when: caseInHand,
    }),
    /** Sends the selected transactions, or the one open or under the cursor, to review: each joins its card's case or opens one. */
    'review.send': dialogCommand('sendToReview', {
      title: 'review:commands.send',
      keywords: ['review', 'send to review', 'flag', 'suspicious', 'case', 'queue'],
      shortcut: 'v',
      permission: DECIDE,
      selection: TRANSACTION_LIST,
      record: 'transaction',
      when: transactionsToSend,
    }),
  }),
}
