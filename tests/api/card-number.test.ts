import { cardNumberInText } from '@domain/card-number'
import { calls } from '@domain/calls'
import { cardNumberRefused, fraudBlockBatchAnswerSchema } from '@domain/entities/fraud'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, signIn, testAppForFile, tokensForFile } from './helpers'

// A full card number typed into free text is a 400 naming the field and the rule, and is never
// stored; the answer never repeats it.
const t = testAppForFile()
const tokens = tokensForFile(t, ['analyst', 'merchant'])
const refused = (field: string, message = cardNumberInText) => [{ field, message }]
let customerId: string

beforeAll(async () => {
  const row = await t.services.db
    .selectFrom('customer as c')
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .select('c.external_id')
    .where('m.name', '=', 'acme-books')
    .orderBy('c.id')
    .executeTakeFirstOrThrow()
  customerId = row.external_id
})

async function storedFraudReasons(): Promise<string[]> {
  const rows = await t.services.db.selectFrom('fraud_block').select(['reason', 'account_id']).execute()
  return rows.flatMap((r) => [r.reason, r.account_id])
}

describe('a card number in free text', () => {
  it('analyst: a fraud block whose reason holds a card number answers 400 at reason; nothing is stored', async () => {
    const before = await storedFraudReasons()
    const answer = await callApi(t.app, calls.fraud.create, {
      token: tokens.analyst,
      body: { field: 'EMAIL', accountId: 'ring@mail.example', reason: 'Caller read out 4111 1111 1111 1111' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(refused('reason'))
    expect(JSON.stringify(answer.body)).not.toContain('4111')
    expect(await storedFraudReasons()).toEqual(before)
  })

  it('analyst: the blocked value of a non-card field and a card hash carrying a card number are refused', async () => {
    const name = await callApi(t.app, calls.fraud.create, { token: tokens.analyst, body: { field: 'CUSTOMER_NAME', accountId: 'Jo 4111-1111-1111-1111', reason: 'Ring' } })
    expect(name.status).toBe(400)
    expect(name.body.errors).toMatchObject(refused('accountId'))
    const token = await callApi(t.app, calls.fraud.create, { token: tokens.analyst, body: { accountId: 'tok_4111111111111111', reason: 'Ring' } })
    expect(token.status).toBe(400)
    expect(token.body.errors).toMatchObject(refused('accountId', cardNumberRefused))
  })

  it('analyst: blocking cards in bulk (the transaction list\'s "Block cards") refuses a reason with a card number at reason', async () => {
    const answer = await callApi(t.app, calls.fraud.createBatch, {
      token: tokens.analyst,
      body: { field: 'CREDIT_CARD_NUMBER', reason: 'Same card as 4111111111111111', blocks: [{ accountId: 'c0ffee00-1111-2222-3333-444455556666', paymentType: 'CARD' }] },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(refused('reason'))
  })

  it('analyst: batch rows with a card number come back INVALID with the rule, and none is written', async () => {
    const before = await storedFraudReasons()
    const answer = await callApi(t.app, calls.fraud.createBatch, {
      token: tokens.analyst,
      body: { reason: 'Ring of cards', blocks: ['tok_4111111111111111', { field: 'CUSTOMER_NAME', accountId: 'Jo Doe', reason: 'Card 5555 5555 5555 4444' }] },
    })
    expect(answer.status).toBe(200)
    const batch = fraudBlockBatchAnswerSchema.parse(answer.body)
    expect(batch.results.map((r) => [r.result, r.errors])).toEqual([
      ['INVALID', refused('accountId', cardNumberRefused)],
      ['INVALID', refused('reason')],
    ])
    expect(batch.created).toBe(0)
    expect(await storedFraudReasons()).toEqual(before)
  })

  it('analyst: a customer field, property value or property name with a card number answers 400; the customer is unchanged', async () => {
    const params = { merchantName: 'acme-books', customerId }
    const before = (await callApi(t.app, calls.customer.get, { token: tokens.analyst, params: { merchantName: 'acme-books', customer: customerId } })).body
    const field = await callApi(t.app, calls.customer.update, { token: tokens.analyst, params, body: { personalInfo: { firstName: '4111 1111 1111 1111' } } })
    expect(field.status).toBe(400)
    expect(field.body.errors).toMatchObject(refused('personalInfo.firstName'))
    const value = await callApi(t.app, calls.customer.update, { token: tokens.analyst, params, body: { properties: { note: 'tok_4111111111111111' } } })
    expect(value.status).toBe(400)
    expect(value.body.errors).toMatchObject(refused('properties.note'))
    // Refused on the map, so the field name of the error is not the card number.
    const name = await callApi(t.app, calls.customer.update, { token: tokens.analyst, params, body: { properties: { '4111 1111 1111 1111': 'seen' } } })
    expect(name.status).toBe(400)
    expect(name.body.errors).toMatchObject(refused('properties'))
    expect(JSON.stringify(name.body)).not.toContain('4111')
    const after = (await callApi(t.app, calls.customer.get, { token: tokens.analyst, params: { merchantName: 'acme-books', customer: customerId } })).body
    expect(after).toEqual(before)
  })

  it('merchant: a payment link description or reference with a card number answers 400; an IBAN and a phone number are fine', async () => {
    const { currencies } = (await callApi(t.app, calls.paymentlink.resource, { token: tokens.merchant, params: { id: 'acme-books' } })).body
    const base = { merchantAccount: 'acme-books', reference: 'inv-card-rule', amount: 1_000, currency: currencies[0] }
    const description = await callApi(t.app, calls.paymentlink.create, { token: tokens.merchant, body: { ...base, description: 'Card 4111 1111 1111 1111 exp 12/29' } })
    expect(description.status).toBe(400)
    expect(description.body.errors).toMatchObject(refused('description'))
    const reference = await callApi(t.app, calls.paymentlink.create, { token: tokens.merchant, body: { ...base, reference: 'inv-4111111111111111' } })
    expect(reference.status).toBe(400)
    expect(reference.body.errors).toMatchObject(refused('reference'))
    const fine = await callApi(t.app, calls.paymentlink.create, {
      token: tokens.merchant,
      body: { ...base, description: 'Pay to IBAN GB72 NWBK 6016 1331 9268 21; questions: +55 11 91234 5678', customer: { name: 'Ines Ortiz' } },
    })
    expect(fine.status, JSON.stringify(fine.body)).toBe(200)
  })

  it('new user: PUT self/profile with a card number as the real name answers 400 at realName', async () => {
    await createTestUser(t.services, { username: 'card-rule-profile', role: 'ADMIN' })
    const s = await signIn(t.app, 'card-rule-profile')
    const answer = await callApi(t.app, calls.auth.updateProfile, {
      token: s.token,
      body: { realName: 'Pat 4111 1111 1111 1111', email: 'pat@test.example', timezone: 'UTC', locale: 'en' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(refused('realName'))
  })
})
