import type { Transaction } from '@domain/entities/transaction'

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
