import { cardBlockRows } from '@console/screens/transaction/block-cards'
import { describe, expect, it } from 'vitest'

const tx = (merchantAccount: string, cardHash: string | null) => ({
  merchantAccount,
  payment: { cardHash, cardBin: cardHash ? '411111' : null, cardLast4Digits: cardHash ? '1111' : null, paymentType: 'CARD', accountHolder: null, emailAddress: null },
})

describe('blocking the cards of selected transactions', () => {
  it('blocks each card once for the whole space, in the order selected', () => {
    const rows = cardBlockRows([tx('acme-books', 'tok_b'), tx('acme-games', 'tok_a'), tx('acme-books', 'tok_b')] as never, 'space')
    expect(rows.map((row) => [row.accountId, row.merchantAccount])).toEqual([
      ['tok_b', null],
      ['tok_a', null],
    ])
  })

  it("blocks a card once per merchant when each block is for its transaction's merchant", () => {
    const rows = cardBlockRows([tx('acme-books', 'tok_b'), tx('acme-games', 'tok_b'), tx('acme-books', 'tok_b')] as never, 'merchant')
    expect(rows.map((row) => [row.accountId, row.merchantAccount])).toEqual([
      ['tok_b', 'acme-books'],
      ['tok_b', 'acme-games'],
    ])
  })

  it('skips a transaction without a card', () => {
    expect(cardBlockRows([tx('acme-books', null)] as never, 'space')).toEqual([])
  })
})
