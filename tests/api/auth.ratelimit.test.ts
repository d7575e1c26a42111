import { calls } from '@domain/calls'
import type { CallDef } from '@domain/call'
import { DEMO_PASSWORD } from '@domain/constants'
import { describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, createTestUser, signIn, testAppForFile } from './helpers'

const auth = calls.auth
// Below the defaults (20 and 10), so the account limit answers before the lockout of the tenth failure.
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

  it(`stranger: ${perAccount} wrong passwords from one address: that address is refused (429), the owner elsewhere signs in`, async () => {
    await createTestUser(t.services, { username: 'hunted', role: 'ADMIN' })
    for (let i = 0; i < perAccount; i++) {
      const res = await callApi(t.app, auth.login, { body: { username: 'hunted', password: 'Not-It-123456' }, remoteAddress: '198.51.100.20' })
      expect(res.status).toBe(401)
    }
    expectTooMany(await callApi(t.app, auth.login, { body: { username: 'hunted', password: DEMO_PASSWORD }, remoteAddress: '198.51.100.20' }), 'login past the account limit')
    const owner = await callApi(t.app, auth.login, { body: { username: 'hunted', password: DEMO_PASSWORD }, remoteAddress: '192.0.2.44' })
    expect(owner.status).toBe(200)
    // A stranger at other addresses has counts of its own there: no address uses up the owner's.
    for (let i = 0; i < 3; i++) {
      expect((await callApi(t.app, auth.login, { body: { username: 'hunted', password: 'Not-It-123456' }, remoteAddress: `198.51.100.${21 + i}` })).status).toBe(401)
    }
  })

  it(`stranger: wrong passwords alternating the user name and the email count as one account (${perAccount}, then 429)`, async () => {
    await createTestUser(t.services, { username: 'two-names', role: 'ADMIN' })
    for (let i = 0; i < perAccount; i++) {
      const username = i % 2 === 0 ? 'two-names' : 'Two-Names@Test.example'
      expect((await callApi(t.app, auth.login, { body: { username, password: 'Not-It-123456' }, remoteAddress: '198.51.100.30' })).status).toBe(401)
    }
    expectTooMany(await callApi(t.app, auth.login, { body: { username: 'two-names@test.example', password: 'Not-It-123456' }, remoteAddress: '198.51.100.30' }), 'the email after the name')
    expectTooMany(await callApi(t.app, auth.login, { body: { username: 'two-names', password: 'Not-It-123456' }, remoteAddress: '198.51.100.30' }), 'the name after the email')
  })

  it(`owner: ${perAccount + 1} right sign-ins in a row from one address are never refused by the account limit`, async () => {
    await createTestUser(t.services, { username: 'busy-owner', role: 'ADMIN' })
    for (let i = 0; i <= perAccount; i++) {
      expect((await callApi(t.app, auth.login, { body: { username: 'busy-owner', password: DEMO_PASSWORD }, remoteAddress: '192.0.2.60' })).status).toBe(200)
    }
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
