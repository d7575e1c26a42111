import { calls } from '@domain/calls'
import { LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '@domain/constants'
import { errorBodySchema } from '@domain/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, signIn, testAppForFile } from './helpers'

const t = testAppForFile()
let admin: string

beforeAll(async () => {
  admin = (await signIn(t.app, 'admin')).token
})

/** Every error answer has the documented body: a code from the domain's list, English text, params. */
function errorBody(body: unknown) {
  return errorBodySchema.parse(body)
}

describe('error answers carry a stable code and its params', () => {
  it('anyone: a wrong password answers 401 INVALID_CREDENTIALS with the English text as fallback', async () => {
    const res = await callApi(t.app, calls.auth.login, { body: { username: 'analyst', password: 'not-the-password-1' }, remoteAddress: '10.1.0.1' })
    expect(res.status).toBe(401)
    expect(errorBody(res.body)).toEqual({ errorCode: 'INVALID_CREDENTIALS', message: 'The username or password is not correct, or the account may not sign in' })
  })

  it(`new user: the ${LOGIN_MAX_FAILURES}th wrong password answers 423 ACCOUNT_LOCKED with the reason and the minutes to wait`, async () => {
    const suffix = Math.random().toString(36).slice(2, 8)
    const { username } = await createTestUser(t.services, { username: `locked-${suffix}`, role: 'ADMIN' })
    let last = await callApi(t.app, calls.auth.login, { body: { username, password: 'wrong-password-0' }, remoteAddress: '10.1.0.2' })
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      last = await callApi(t.app, calls.auth.login, { body: { username, password: `wrong-password-${i}` }, remoteAddress: '10.1.0.2' })
    }
    expect(last.status).toBe(423)
    expect(errorBody(last.body)).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', params: { reason: 'addressLocked', minutes: LOCKOUT_MINUTES } })
    expect(last.body.message).toContain(`${LOCKOUT_MINUTES} minutes`)
  })

  it('admin: cardbin create with a 121-character issuer and no scheme answers 400 with coded field errors', async () => {
    const res = await callApi(t.app, calls.cardbin.create, { token: admin, body: { bin: '52009876', cardType: 'DEBIT', issuer: 'x'.repeat(121) } })
    expect(res.status).toBe(400)
    const body = errorBody(res.body)
    expect(body.errorCode).toBe('VALIDATION_FAILED')
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'issuer', message: 'Enter at most 120 characters', code: 'too_big', params: { maximum: 120, origin: 'string' } },
        expect.objectContaining({ field: 'scheme', code: 'required' }),
      ]),
    )
  })

  it('admin: an unknown query parameter and a card number in free text answer their codes', async () => {
    const unknownKey = await callApi(t.app, calls.cardbin.list, { token: admin, query: { colour: 'blue' } })
    expect(unknownKey.status).toBe(400)
    expect(errorBody(unknownKey.body).errors).toEqual([{ field: 'colour', message: 'Unknown parameter', code: 'unrecognized_keys' }])
    const cardNumber = await callApi(t.app, calls.cardbin.create, {
      token: admin,
      body: { bin: '52009877', scheme: 'VISA', cardType: 'DEBIT', issuer: 'Bank 4111 1111 1111 1111' },
    })
    expect(cardNumber.status).toBe(400)
    expect(errorBody(cardNumber.body).errors).toEqual([{ field: 'issuer', message: 'Must not contain a card number', code: 'card_number' }])
  })

  it('admin: a BIN that does not exist answers 404 NOT_FOUND', async () => {
    const res = await callApi(t.app, calls.cardbin.get, { token: admin, params: { id: '52999999' } })
    expect(res.status).toBe(404)
    expect(errorBody(res.body)).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Card BIN not found' })
  })

  it('admin: creating a BIN that exists answers 409 CONFLICT with the reason alreadyExists', async () => {
    const res = await callApi(t.app, calls.cardbin.create, { token: admin, body: { bin: '411111', scheme: 'VISA', cardType: 'CREDIT' } })
    expect(res.status).toBe(409)
    expect(errorBody(res.body)).toEqual({ errorCode: 'CONFLICT', message: 'The card BIN 411111 already exists', params: { reason: 'alreadyExists' } })
  })
})
