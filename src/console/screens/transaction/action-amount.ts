import { currencyDigits, parseAmount } from '@domain/money'
import { type ActionSubject, remainingAmount, type TransactionAction } from '@domain/transaction-actions'

/** The actions whose dialog asks for an amount: a partial capture or a partial refund. */
export const actionsWithAmount: readonly TransactionAction[] = ['CAPTURE', 'REFUND']

/** The most an action may take: what was authorised for a capture, what remains for a refund. */
export function actionLimit(tx: ActionSubject, action: TransactionAction): number {
  return action === 'CAPTURE' ? tx.amount : remainingAmount(tx)
}

export type AmountProblem = 'format' | 'zero' | 'tooMuch'

/**
 * Reads the amount typed in major units the user's way (`1,250.50`, `1 250,50`) for a partial
 * capture or refund: empty means the whole amount; more than the limit is refused here as the
 * server would refuse it.
 */
export function readActionAmount(
  text: string,
  currency: string,
  limit: number,
  language: string,
): { amount: number | undefined; problem: null } | { amount: null; problem: AmountProblem } {
  if (text.trim() === '') return { amount: undefined, problem: null }
  const amount = parseAmount(text, currencyDigits(currency), language, currency)
  if (amount === null) return { amount: null, problem: 'format' }
  if (amount === 0) return { amount: null, problem: 'zero' }
  if (amount > limit) return { amount: null, problem: 'tooMuch' }
  return { amount, problem: null }
}
