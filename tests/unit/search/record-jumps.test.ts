import { hrefOf } from '@commands/go-target'
import { jumpsOf, localHits, looksLikeValue, rankHits } from '@console/palette/record-jumps'
import { describe, expect, it } from 'vitest'

const uuid = '3f2b8c1e-9d4a-4e6b-8f7a-1c2d3e4f5a6b'

describe('palette record jumps', () => {
  it('sends a card hash first to its transactions, then its blocks, a new block and velocity statistics', () => {
    expect(jumpsOf({ kind: 'cardHash', value: uuid }).map((jump) => [jump.name, hrefOf(jump.target)])).toEqual([
      ['transactions', `/merchant/transactions?cardHash=${uuid}`],
      ['fraudBlocks', `/fraudblocks?accountId=${uuid}`],
      ['createBlock', `/fraudblocks/@new?accountId=${uuid}`],
      ['velocity', `/velocitystatistics?accountId=${uuid}`],
    ])
  })

  it('prefills a new block with the BIN carried inside a token', () => {
    const [hit] = localHits('411111:Zm9vYmFyYmF6cXV4MTIzNA==')
    expect(hit).toMatchObject({ kind: 'cardHash', cardBin: '411111' })
    const create = jumpsOf(hit!).find((jump) => jump.name === 'createBlock')
    expect(create && hrefOf(create.target)).toContain('cardBin=411111')
    expect(create?.permission).toBe('fraud.write')
  })

  it('opens a transaction or customer hit in its merchant, and needs the merchant to do so', () => {
    expect(hrefOf(jumpsOf({ kind: 'transaction', value: 'tx_9f3a01bc', id: 'tx_9f3a01bc', merchantName: 'acme-books' })[0]!.target)).toBe(
      '/merchant/acme-books/transactions/tx_9f3a01bc',
    )
    expect(jumpsOf({ kind: 'transaction', value: 'tx_9f3a01bc' })).toEqual([])
    expect(jumpsOf({ kind: 'customer', value: 'cus_77aa', id: 'cus_77aa', merchantName: 'acme-books' }).map((jump) => hrefOf(jump.target))).toEqual([
      '/merchant/acme-books/customers/cus_77aa',
      '/merchant/acme-books/transactions?customerId=cus_77aa',
      '/velocitystatistics?customerId=cus_77aa',
    ])
  })

  it('opens a merchant hit on its own page first, then its transactions and velocity blocks', () => {
    expect(jumpsOf({ kind: 'merchant', value: 'acme-books' }).map((jump) => [jump.name, hrefOf(jump.target), jump.permission])).toEqual([
      ['openMerchant', '/merchants/acme-books', 'merchant.read'],
      ['transactions', '/merchant/acme-books/transactions?merchantName=acme-books', 'transaction.read'],
      ['velocityBlocks', '/merchants/acme-books/velocityblocks', 'fraud.read'],
    ])
  })

  it('filters transactions by BIN, last 4, email and IP with the list parameters', () => {
    expect(hrefOf(jumpsOf({ kind: 'bin', value: '41111111' })[0]!.target)).toBe('/merchant/transactions?cardBin=41111111')
    expect(hrefOf(jumpsOf({ kind: 'last4', value: '4242' })[0]!.target)).toBe('/merchant/transactions?cardLast4Digits=4242')
    expect(hrefOf(jumpsOf({ kind: 'email', value: 'a+b@c.com' })[0]!.target)).toBe('/merchant/transactions?email=a%2Bb%40c.com')
    expect(jumpsOf({ kind: 'ip', value: '10.1.2.3' }).map((jump) => hrefOf(jump.target))).toEqual([
      '/merchant/transactions?ipAddress=10.1.2.3',
      '/velocitystatistics?ipAddress=10.1.2.3',
    ])
  })

  it('offers jumps before the server answers only for values that need no record: not for ids or names', () => {
    expect(localHits(uuid).map((hit) => hit.kind)).toEqual(['cardHash'])
    expect(localHits('411111').map((hit) => hit.kind)).toEqual(['bin'])
    expect(localHits('tx_9f3a01bc')).toEqual([])
    expect(localHits('acme-books')).toEqual([])
  })

  it('looks up text shaped like a value, and never a full card number', () => {
    expect(looksLikeValue(uuid)).toBe(true)
    expect(looksLikeValue('a@b.com')).toBe(true)
    expect(looksLikeValue('4111 1111 1111 1111')).toBe(false)
    expect(looksLikeValue('')).toBe(false)
  })

  it('ranks the exact value first, then the most used, then by label', () => {
    const hits = [
      { value: 'acme-books-2', label: 'Acme Books 2', count: 50 },
      { value: 'acme-bikes', label: 'Acme Bikes', count: 10 },
      { value: 'acme-books', label: 'Acme Books', count: 1 },
      { value: 'acme-art', label: 'Acme Art', count: 10 },
    ]
    expect(rankHits(hits, ' ACME-books ').map((hit) => hit.value)).toEqual(['acme-books', 'acme-books-2', 'acme-art', 'acme-bikes'])
  })
})
