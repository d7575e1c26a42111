import type { FraudBlockBatchAnswer } from '@domain/entities/fraud'
import type { Transaction } from '@domain/entities/transaction'
import type { FieldError } from '@domain/errors'

/** Where the blocks of a bulk "Block cards" apply: each transaction's merchant, or the user's whole space. */
export type CardBlockReach = 'merchant' | 'space'

export interface CardBlockRow {
  accountId: string
  cardBin: string | null
  cardLast4Digits: string | null
  merchantAccount: string | null
}

/**
 * The fraud block rows for the cards of the selected transactions: one per card (and merchant,
 * when each block is for its transaction's merchant), in the order selected. A transaction
 * without a card hash (not a card payment) blocks nothing.
 */
export function cardBlockRows(transactions: readonly Pick<Transaction, 'merchantAccount' | 'payment'>[], reach: CardBlockReach): CardBlockRow[] {
  const rows = new Map<string, CardBlockRow>()
  for (const tx of transactions) {
    const accountId = tx.payment.cardHash
    if (!accountId) continue
    const merchantAccount = reach === 'merchant' ? tx.merchantAccount : null
    const key = `${accountId}\u0000${merchantAccount ?? ''}`
    if (!rows.has(key)) rows.set(key, { accountId, cardBin: tx.payment.cardBin ?? null, cardLast4Digits: tx.payment.cardLast4Digits ?? null, merchantAccount })
  }
  return [...rows.values()]
}

/**
 * The refusals of a batch none of whose rows was tried: each row refused, among its problems,
 * for a value the form gives once for all of them (the reason). They belong beside that field,
 * and the form stays; null when some row was tried, whose results are then worth showing.
 */
export function batchFieldRefusals(results: FraudBlockBatchAnswer['results'], formFields: readonly string[]): FieldError[] | null {
  const refusals = new Map<string, FieldError>()
  for (const result of results) {
    const own = result.result === 'INVALID' ? (result.errors ?? []).filter((error) => formFields.includes(error.field)) : []
    if (own.length === 0) return null
    for (const { field, message } of own) refusals.set(`${field}\u0000${message}`, { field, message })
  }
  return refusals.size > 0 ? [...refusals.values()] : null
}
