import { calls } from '@domain/calls'
import type { CallDef } from '@domain/call'
import { DEMO_PASSWORD } from '@domain/constants'
import { describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, createTestUser, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const perAddress = 6
const perAccount = 4
const t = testAppForFile({ config: { rateLimit: { windowSeconds: 60, perAddress, perAccount } } })

function expectTooMany(res: ApiResponse, what: string) {
  expect(res.status, what).toBe(429)
  expect(res.body.errorCode).toBe('TOO_MANY_REQUESTS')
  expect(res.body.message).toMatch(/try again in \d+ seconds?/)
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
}

describe('rate limits of the credential calls', () => {
  it(`stranger: sign-ins for ${perAddress + 1} different user names from one address: the last answers 429 with Retry-After`, async () => {
    for (let i = 0; i < perAddress; i++) {
      const res = await callApi(t.app, auth.login, { body: { username: `sprayed-${i}`, password: 'Not-It-123456' }, remoteAddress: '198.51.100.7' })
      expect(res.status).toBe(401)
    }
    const over = await callApi(t.app, auth.login, { body: { username: 'sprayed-last', password: 'Not-It-123456' }, remoteAddress: '198.51.100.7' })
    expectTooMany(over, 'login past the address limit')
    // Another address is not affected.
    expect((await callApi(t.app, auth.login, { body: { username: 'sprayed-0', password: 'Not-It-123456' }, remoteAddress: '198.51.100.8' })).status).toBe(401)
  })

  it(`stranger: sign-ins for one user name from ${perAccount + 1} addresses: the last answers 429 (per account)`, async () => {
    for (let i = 0; i < perAccount; i++) {
      const res = await callApi(t.app, auth.login, { body: { username: 'Hunted', password: 'Not-It-123456' }, remoteAddress: `198.51.100.${20 + i}` })
      expect(res.status).toBe(401)
    }
    expectTooMany(await callApi(t.app, auth.login, { body: { username: 'hunted', password: 'Not-It-123456' }, remoteAddress: '198.51.100.40' }), 'login past the account limit')
  })

  it('anyone: forgotpassword, refreshtoken and resetpassword answer 429 past the address limit', async () => {
    const cases: [CallDef, (i: number) => unknown][] = [
      [auth.forgotPassword, (i) => ({ username: `forgetter-${i}` })],
      [auth.refreshToken, (i) => ({ refreshToken: `made-up-${i}` })],
      [auth.resetPassword, (i) => ({ code: `made-up-${i}`, password: 'Silver-Orchard-4417' })],
    ]
    for (const [call, body] of cases) {
      const remoteAddress = `198.51.100.${60 + cases.findIndex(([c]) => c === call)}`
      for (let i = 0; i < perAddress; i++) expect((await callApi(t.app, call, { body: body(i), remoteAddress })).status).not.toBe(429)
      expectTooMany(await callApi(t.app, call, { body: body(perAddress), remoteAddress }), call.path)
    }
  })

  it('signed-in user: self/password, 2faverify and verificationcode answer 429 past the account limit, whatever the address', async () => {
    await createTestUser(t.services, { username: 'limited-self', role: 'ADMIN' })
    const s = await signIn(t.app, 'limited-self', DEMO_PASSWORD)
    const cases: [CallDef, unknown][] = [
      [auth.changePassword, { oldPassword: 'wrong-old-password', newPassword: 'Amber-Signal-3390' }],
      [auth.twoFaVerify, { token: '000000' }],
      [auth.verificationCode, {}],
    ]
    for (const [call, body] of cases) {
      for (let i = 0; i < perAccount; i++) {
        expect((await callApi(t.app, call, { token: s.token, body, remoteAddress: `203.0.113.${i + 1}` })).status).not.toBe(429)
      }
      expectTooMany(await callApi(t.app, call, { token: s.token, body, remoteAddress: '203.0.113.200' }), call.path)
    }
  })

  it('admin: calls that are not credential calls are not limited', async () => {
    const s = await signIn(t.app, 'admin')
    for (let i = 0; i < perAddress + 2; i++) expect((await callApi(t.app, calls.system.version, { token: s.token })).status).toBe(200)
  })
})
