import { batchFieldRefusals, cardBlockRows } from '@console/screens/transaction/block-cards'
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

describe('a bulk block refused for its reason', () => {
  const invalid = (row: number, errors: { field: string; message: string }[]) => ({ row, accountId: `tok_${row}`, result: 'INVALID' as const, id: null, message: 'x', errors })
  const reasonMissing = { field: 'reason', message: 'This field is required' }

  it('was tried on no row when every row is refused for the reason: the reason says so, once', () => {
    expect(batchFieldRefusals([invalid(1, [reasonMissing]), invalid(2, [reasonMissing, { field: 'accountId', message: 'Bad' }])], ['reason'])).toEqual([reasonMissing])
  })

  it('shows per-row results once a row was tried', () => {
    const blocked = { row: 2, accountId: 'tok_2', result: 'SUCCESS' as const, id: 7, message: null }
    const alreadyBlocked = { row: 2, accountId: 'tok_2', result: 'ERROR' as const, id: null, message: 'Already blocked' }
    expect(batchFieldRefusals([invalid(1, [reasonMissing]), blocked], ['reason'])).toBeNull()
    expect(batchFieldRefusals([alreadyBlocked], ['reason'])).toBeNull()
    expect(batchFieldRefusals([invalid(1, [{ field: 'accountId', message: 'Bad' }])], ['reason'])).toBeNull()
  })
})
