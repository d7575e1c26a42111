import type { Direction, TransactionStatus, TransactionType } from './enums'

/** What an operator may do to a transaction from the console. */
export const transactionActions = ['CAPTURE', 'VOID', 'REFUND', 'CHARGEBACK', 'CHARGEBACK_REVERSAL'] as const
export type TransactionAction = (typeof transactionActions)[number]

/** The part of a transaction the state machine reads. Amounts are integer minor units. */
export interface ActionSubject {
  status: TransactionStatus
  direction: Direction
  amount: number
  capturedAmount: number
  refundedAmount: number
}

/** A transition taken: the new state, and the activity row that records it. */
export interface ActionApplied {
  status: TransactionStatus
  capturedAmount: number
  refundedAmount: number
  activityType: TransactionType
  /** The amount the step moved, written on the activity. */
  activityAmount: number
}
export type ActionOutcome = ActionApplied | { refused: string }

const voidable: readonly TransactionStatus[] = ['AUTHORIZED', 'AUTHORIZE_PENDING', 'CHARGE_PENDING', 'CREATED']
const refundable: readonly TransactionStatus[] = ['CHARGED', 'CHARGEBACK_REVERSED']
const disputable: readonly TransactionStatus[] = ['CHARGED', 'CHARGEBACK_PENDING']
const reversible: readonly TransactionStatus[] = ['CHARGED_BACK', 'CHARGEBACK_PENDING']

/** Captured money not yet refunded: the most a refund or a chargeback can take. */
export function remainingAmount(tx: ActionSubject): number {
  return Math.max(0, tx.capturedAmount - tx.refundedAmount)
}

const takesAmount: readonly TransactionAction[] = ['CAPTURE', 'REFUND']
const verbs: Record<TransactionAction, string> = {
  CAPTURE: 'capture',
  VOID: 'void',
  REFUND: 'refund',
  CHARGEBACK: 'record a chargeback on',
  CHARGEBACK_REVERSAL: 'reverse the chargeback of',
}
const needs: Record<TransactionAction, string> = {
  CAPTURE: 'only an AUTHORIZED transaction can be captured',
  VOID: `only a transaction not yet captured (${voidable.join(', ')}) can be voided`,
  REFUND: `only a ${refundable.join(' or ')} transaction with money left can be refunded`,
  CHARGEBACK: `only a ${disputable.join(' or ')} transaction with money left can be charged back`,
  CHARGEBACK_REVERSAL: `only a ${reversible.join(' or ')} transaction can have its chargeback reversed`,
}

function refusal(tx: ActionSubject, action: TransactionAction): { refused: string } {
  return { refused: `Cannot ${verbs[action]} a ${tx.status} transaction: ${needs[action]}` }
}

/**
 * One operator action over the spec's statuses. A partial refund keeps the status and a full
 * one makes it REFUNDED; a capture of less than the authorised amount releases the rest. Never
 * more than what remains is refunded or charged back.
 */
export function applyAction(tx: ActionSubject, action: TransactionAction, amount?: number): ActionOutcome {
  if (amount !== undefined && !takesAmount.includes(action)) {
    return { refused: `An amount applies only to a capture or a refund; ${verbs[action]} always takes the whole amount` }
  }
  if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
    return { refused: 'The amount must be a positive whole number of minor units' }
  }
  if (tx.direction === 'PAY_OUT') return { refused: `Cannot ${verbs[action]} a payout: operator actions apply to payments (PAY_IN)` }
  const remaining = remainingAmount(tx)
  switch (action) {
    case 'CAPTURE': {
      if (tx.status !== 'AUTHORIZED') return refusal(tx, action)
      const captured = amount ?? tx.amount
      if (captured > tx.amount) return { refused: `Cannot capture ${captured}: only ${tx.amount} was authorised` }
      return { status: 'CHARGED', capturedAmount: captured, refundedAmount: tx.refundedAmount, activityType: 'CHARGE', activityAmount: captured }
    }
    case 'VOID': {
      if (!voidable.includes(tx.status)) return refusal(tx, action)
      const status = tx.status === 'AUTHORIZED' ? 'AUTH_REVERSED' : 'CANCELLED'
      const activityType = tx.status === 'AUTHORIZED' ? 'AUTH_REVERSAL' : 'CANCEL'
      return { status, capturedAmount: tx.capturedAmount, refundedAmount: tx.refundedAmount, activityType, activityAmount: tx.amount }
    }
    case 'REFUND': {
      if (!refundable.includes(tx.status) || remaining === 0) return refusal(tx, action)
      const refund = amount ?? remaining
      if (refund > remaining) return { refused: `Cannot refund ${refund}: only ${remaining} remains to refund` }
      const refunded = tx.refundedAmount + refund
      const status = refunded === tx.capturedAmount ? 'REFUNDED' : tx.status
      return { status, capturedAmount: tx.capturedAmount, refundedAmount: refunded, activityType: 'REFUND', activityAmount: refund }
    }
    case 'CHARGEBACK': {
      if (!disputable.includes(tx.status) || remaining === 0) return refusal(tx, action)
      return { status: 'CHARGED_BACK', capturedAmount: tx.capturedAmount, refundedAmount: tx.refundedAmount, activityType: 'CHARGEBACK', activityAmount: remaining }
    }
    case 'CHARGEBACK_REVERSAL': {
      if (!reversible.includes(tx.status)) return refusal(tx, action)
      return { status: 'CHARGEBACK_REVERSED', capturedAmount: tx.capturedAmount, refundedAmount: tx.refundedAmount, activityType: 'CHARGEBACK_REVERSED', activityAmount: remaining }
    }
  }
}

/** The actions `applyAction` would take for this transaction, in the order the console lists them. */
export function allowedActions(tx: ActionSubject): TransactionAction[] {
  return transactionActions.filter((action) => !('refused' in applyAction(tx, action)))
}
