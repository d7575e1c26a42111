import type { Transaction } from '@domain/entities/transaction'

/** The fields of a transaction the shortcut routes read (a list row or a detail). */
export type ShortcutSource = Pick<Transaction, 'merchantAccount' | 'payment' | 'customer' | 'metadata'>

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  // Every named parameter is written, an absent value as an empty string (SPEC section 2).
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, value ?? '']))
  return `${path}?${search.toString()}`
}

/** /fraudblocks/@new prefilled with the card of the transaction. */
export function createFraudBlockUrl(tx: ShortcutSource): string {
  return withQuery('/fraudblocks/@new', {
    accountId: tx.payment.cardHash,
    cardBin: tx.payment.cardBin,
    cardLast4Digits: tx.payment.cardLast4Digits,
    paymentType: tx.payment.paymentType,
  })
}

export function fraudBlockSearchUrl(tx: ShortcutSource): string {
  return withQuery('/fraudblocks', { accountId: tx.payment.cardHash })
}

/** The paywall session the payment came from, by the paywall log id of its metadata. */
export function sessionSearchUrl(tx: ShortcutSource): string {
  return withQuery('/session', { sessionId: tx.metadata.paywallLogId })
}

export function sameCardTransactionsUrl(tx: ShortcutSource): string {
  return withQuery('/merchant/transactions', { cardHash: tx.payment.cardHash })
}

export function velocityBlockSearchUrl(tx: ShortcutSource): string {
  return withQuery(`/merchants/${encodeURIComponent(tx.merchantAccount)}/velocityblocks`, { accountId: tx.payment.cardHash })
}

/** /velocitystatistics with exactly the spec's seven parameters. */
export function velocityStatisticsUrl(tx: ShortcutSource): string {
  return withQuery('/velocitystatistics', {
    accountId: tx.payment.cardHash,
    accountName: tx.payment.accountHolder,
    customerId: tx.customer.id,
    customerName: tx.customer.name,
    email: tx.payment.emailAddress,
    ipAddress: tx.customer.ipAddress,
    merchantAccountName: tx.merchantAccount,
  })
}

/** A transaction put in focus by a screen, as commands find it in their context. */
export function focusedTransaction(focus: Record<string, unknown>): ShortcutSource | null {
  const record = focus.transaction as Partial<ShortcutSource> | undefined
  return record?.payment && record.customer && record.metadata && typeof record.merchantAccount === 'string' ? (record as ShortcutSource) : null
}
