import { formatFilterQuery, parseFilterQuery } from '@domain/filters'
import { customerFilterFields } from '@domain/filters/customer'
import { transactionFilterFields } from '@domain/filters/transaction'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { customerListQuerySchema } from '@domain/entities/customer'
import { transactionActivityListQuerySchema, transactionListQuerySchema } from '@domain/entities/transaction'
import { describe, expect, it } from 'vitest'
import { filterIssueExample } from '../filter-issue-example'

describe('transaction filter fields', () => {
  it('reads the issue example into list call params', () => {
    const { search, errors } = parseFilterQuery(filterIssueExample.query, transactionFilterFields)
    expect(errors).toEqual([])
    expect(search).toEqual(filterIssueExample.search)
  })

  it('maps card hash, last 4, customer, IP, session, kind, direction and currency', () => {
    const { search, errors } = parseFilterQuery(
      'card:h4sh last4:1111 customer:cus_1 ip:203.0.113.7 session:pw_1 kind:AUTHORIZE direction:PAY_IN currency:EUR merchant:acme-books',
      transactionFilterFields,
    )
    expect(errors).toEqual([])
    expect(search).toEqual({
      cardHash: 'h4sh',
      cardLast4Digits: '1111',
      customerId: 'cus_1',
      ipAddress: '203.0.113.7',
      paywallLogId: 'pw_1',
      paymentKind: 'AUTHORIZE',
      direction: 'PAY_IN',
      currency: 'EUR',
      merchantName: 'acme-books',
    })
  })

  it('refuses a BIN that is not 6 to 8 digits and keeps the other terms', () => {
    const { search, errors } = parseFilterQuery('bin:41 status:ERROR', transactionFilterFields)
    expect(search).toEqual({ status: 'ERROR' })
    expect(errors.map((e) => e.term)).toEqual(['bin:41'])
  })

  it('every param the fields produce is accepted by the list call', () => {
    const { search } = parseFilterQuery(
      'status:DECLINED,ERROR -type:REFUND result:DECLINED -result:ERROR kind:CHARGE amount<20 created<2026-10-31 bin:411111 order:ord-1 gateway:adyen',
      transactionFilterFields,
    )
    expect(transactionListQuerySchema.safeParse(search).success).toBe(true)
  })

  it('writes the cardHash deep link back as filter text', () => {
    expect(formatFilterQuery({ cardHash: 'h4sh' }, transactionFilterFields)).toBe('card:h4sh')
  })
})

describe('customer and activity filter fields', () => {
  it('customer filters produce params the customer list accepts', () => {
    const { search, errors } = parseFilterQuery('trust:TRUSTED blocked:true country:BR email:a@b.com', customerFilterFields)
    expect(errors).toEqual([])
    expect(search).toEqual({ trustLevel: 'TRUSTED', blocked: 'true', country: 'BR', email: 'a@b.com' })
    expect(customerListQuerySchema.safeParse(search).success).toBe(true)
  })

  it('activity filters produce params the activity list accepts', () => {
    const { search, errors } = parseFilterQuery('type:REFUND,CHARGEBACK source:CONSOLE transaction:tx_1', transactionActivityFilterFields)
    expect(errors).toEqual([])
    expect(transactionActivityListQuerySchema.safeParse(search).success).toBe(true)
  })
})
