import { hrefOf } from '@commands/go-target'
import {
  createFraudBlockTarget,
  fraudBlockSearchTarget,
  type ShortcutSource,
  sameCardTransactionsTarget,
  sessionSearchTarget,
  velocityBlockSearchTarget,
  velocityStatisticsTarget,
} from '@commands/transaction-shortcuts'
import { describe, expect, it } from 'vitest'

const tx: ShortcutSource = {
  merchantAccount: 'acme-books',
  payment: {
    cardHash: 'c4rd-h4sh/01+x',
    cardBin: '411111',
    cardLast4Digits: '1111',
    paymentType: 'CREDIT_CARD',
    paymentMethod: 'VISA',
    scheme: 'VISA',
    accountHolder: 'Ana Lima',
    emailAddress: 'ana@example.com',
    expiryMonth: 12,
    expiryYear: 2030,
    issuerCountry: 'BR',
    threeDsVersion: null,
    eci: null,
  },
  customer: { id: 'cus_0001', name: 'Ana Lima', ipAddress: '203.0.113.7', country: 'BR' },
  metadata: { paywallLogId: 'pw_42', orderId: null, description: null, extra: {} },
}

const bare: ShortcutSource = {
  ...tx,
  payment: { ...tx.payment, cardHash: 'h1', accountHolder: null, emailAddress: null },
  customer: { id: null, name: null, ipAddress: null, country: null },
  metadata: { ...tx.metadata, paywallLogId: null },
}

function parts(url: string): { path: string; query: [string, string][] } {
  const parsed = new URL(url, 'http://console.test')
  return { path: parsed.pathname, query: [...parsed.searchParams.entries()] }
}

describe('shortcut routes from a transaction (SPEC section 2)', () => {
  for (const { name, target, path, query } of [
    {
      name: 'create fraud block opens /fraudblocks/@new with the card hash, BIN, last 4 and payment type',
      target: createFraudBlockTarget,
      path: '/fraudblocks/@new',
      query: [
        ['accountId', 'c4rd-h4sh/01+x'],
        ['cardBin', '411111'],
        ['cardLast4Digits', '1111'],
        ['paymentType', 'CREDIT_CARD'],
      ],
    },
    {
      name: 'transaction search opens /merchant/transactions with the card hash',
      target: sameCardTransactionsTarget,
      path: '/merchant/transactions',
      query: [['cardHash', 'c4rd-h4sh/01+x']],
    },
    {
      name: 'velocity block search opens the merchant account velocity blocks with the card hash',
      target: velocityBlockSearchTarget,
      path: '/merchants/acme-books/velocityblocks',
      query: [['accountId', 'c4rd-h4sh/01+x']],
    },
    {
      name: 'velocity statistics carries exactly the seven parameters, in order',
      target: velocityStatisticsTarget,
      path: '/velocitystatistics',
      query: [
        ['accountId', 'c4rd-h4sh/01+x'],
        ['accountName', 'Ana Lima'],
        ['customerId', 'cus_0001'],
        ['customerName', 'Ana Lima'],
        ['email', 'ana@example.com'],
        ['ipAddress', '203.0.113.7'],
        ['merchantAccountName', 'acme-books'],
      ],
    },
  ]) {
    it(name, () => {
      expect(parts(hrefOf(target(tx)))).toEqual({ path, query })
    })
  }

  it('fraud block search filters /fraudblocks by the card hash, encoded', () => {
    expect(hrefOf(fraudBlockSearchTarget(tx))).toBe('/fraudblocks?accountId=c4rd-h4sh%2F01%2Bx')
  })

  it('session search opens /session with the paywall log id of the metadata', () => {
    expect(hrefOf(sessionSearchTarget(tx))).toBe('/session?sessionId=pw_42')
  })

  it('velocity statistics writes an absent value as an empty string, never dropping the parameter', () => {
    expect(hrefOf(velocityStatisticsTarget(bare))).toBe(
      '/velocitystatistics?accountId=h1&accountName=&customerId=&customerName=&email=&ipAddress=&merchantAccountName=acme-books',
    )
  })

  it('a transaction without a paywall session gives an empty sessionId', () => {
    expect(hrefOf(sessionSearchTarget(bare))).toBe('/session?sessionId=')
  })
})
