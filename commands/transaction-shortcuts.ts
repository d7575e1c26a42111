import type { Transaction } from '@domain/entities/transaction'
import type { GoTarget } from './go-target'

/** The fields of a transaction the shortcut routes read (a list row or a detail). */
export type ShortcutSource = Pick<Transaction, 'merchantAccount' | 'payment' | 'customer' | 'metadata'>

/** Every named parameter is written, an absent value as an empty string (SPEC section 2). */
function named(query: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value ?? '']))
}

/** /fraudblocks/@new prefilled with the card of the transaction. */
export function createFraudBlockTarget(tx: ShortcutSource): GoTarget {
  return {
    to: '/fraudblocks/@new',
    search: named({
      accountId: tx.payment.cardHash,
      cardBin: tx.payment.cardBin,
      cardLast4Digits: tx.payment.cardLast4Digits,
      paymentType: tx.payment.paymentType,
    }),
  }
}

export function fraudBlockSearchTarget(tx: ShortcutSource): GoTarget {
  return { to: '/fraudblocks', search: named({ accountId: tx.payment.cardHash }) }
}

/** The paywall session the payment came from, by the paywall log id of its metadata. */
export function sessionSearchTarget(tx: ShortcutSource): GoTarget {
  return { to: '/session', search: named({ sessionId: tx.metadata.paywallLogId }) }
}

export function sameCardTransactionsTarget(tx: ShortcutSource): GoTarget {
  // Every merchant's transactions: the open transaction's merchant must not narrow the list.
  return { to: '/merchant/{-$merchantName}/transactions', params: { merchantName: undefined }, search: named({ cardHash: tx.payment.cardHash }) }
}

export function velocityBlockSearchTarget(tx: ShortcutSource): GoTarget {
  return { to: '/merchants/$merchant/velocityblocks', params: { merchant: tx.merchantAccount }, search: named({ accountId: tx.payment.cardHash }) }
}

/** /velocitystatistics with exactly the spec's seven parameters. */
export function velocityStatisticsTarget(tx: ShortcutSource): GoTarget {
  return {
    to: '/velocitystatistics',
    search: named({
      accountId: tx.payment.cardHash,
      accountName: tx.payment.accountHolder,
      customerId: tx.customer.id,
      customerName: tx.customer.name,
      email: tx.payment.emailAddress,
      ipAddress: tx.customer.ipAddress,
      merchantAccountName: tx.merchantAccount,
    }),
  }
}
