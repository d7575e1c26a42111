import type { SnoozePreset } from '@commands/review'
import type { ReviewCase } from '@domain/entities/review'
import type { ReviewOutcome, ReviewReasonCode } from '@domain/enums'
import type { QueryClient } from '@tanstack/react-query'
import { claimNextCase, releaseCase } from '../../api/review'
import type { FormErrors } from '../../ui/form-errors'
import { applyCaseChange } from './live'

/**
 * The case to move on to once the case in hand is decided: claimed (with its pane) as soon as a
 * decision's step opens, so the key that decides draws it at once. The user holds two cases only
 * while a decision is being taken: a step closed without deciding gives that case back.
 */
interface Ahead {
  /** The case in hand it follows. */
  after: number
  claim: Promise<ReviewCase | null>
}

let ahead: Ahead | null = null

/** Claims the case to move on to from the case `after`, unless it is claimed or being claimed already. */
export function claimAhead(queryClient: QueryClient, me: string | null, after: number): void {
  if (ahead?.after === after) return
  giveBack(queryClient, me)
  const claim = claimNextCase(true).then(
    (next) => {
      if (next) applyCaseChange(queryClient, next, me)
      return next
    },
    () => null,
  )
  ahead = { after, claim }
}

/** The case to move on to from `after` (its claim, answered or on its way), now the user's to draw; null when none was asked for. */
export function takeAhead(after: number): Promise<ReviewCase | null> | null {
  if (ahead?.after !== after) return null
  const { claim } = ahead
  ahead = null
  return claim
}

/** A decision on `after` was refused: the case claimed to move on to waits for its next try. */
export function keepAhead(queryClient: QueryClient, me: string | null, after: number, claim: Promise<ReviewCase | null>): void {
  if (ahead?.after !== after) giveBack(queryClient, me)
  ahead = { after, claim }
}

/** A step closed without a decision (on `after`, or on any case): the case claimed to move on to goes back to the queue. */
export function giveBack(queryClient: QueryClient, me: string | null, after?: number): void {
  if (!ahead || (after !== undefined && ahead.after !== after)) return
  const { claim } = ahead
  ahead = null
  void claim.then(async (next) => {
    if (!next) return
    const released = await releaseCase(next.id).catch(() => null)
    if (released) applyCaseChange(queryClient, released, me)
  })
}

/** What a decision's step held when its decision was sent, and what the server said when it refused it. */
export interface RefusedDecision {
  outcome: ReviewOutcome
  reason: ReviewReasonCode | null
  text: string
  allowList: boolean
  refund: boolean
  preset: SnoozePreset
  errors: FormErrors
}

const refused = new Map<number, RefusedDecision>()

/** Keeps a refused decision on a case, for its step to open with it again. */
export function keepRefused(id: number, decision: RefusedDecision): void {
  refused.set(id, decision)
}

/** The refused decision of this outcome on a case, for its step to open with. */
export function refusedDecision(id: number, outcome: ReviewOutcome): RefusedDecision | undefined {
  const decision = refused.get(id)
  return decision?.outcome === outcome ? decision : undefined
}

/** The step of a refused decision has opened and closed again: what it held is no longer kept. */
export function forgetRefused(id: number): void {
  refused.delete(id)
}
