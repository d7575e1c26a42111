import { pathParamNames } from '@domain/call'
import { allCalls } from '@domain/calls'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { routeUrl } from '../../src/server/calls'
import { callApi, createTestApp, createTestUser, signIn } from './helpers'

// The access matrix for every call the server answers, generated from the call table: a new
// area's calls are covered the moment they are registered.
const t = await createTestApp()
await createTestUser(t.services, { username: 'noroles', space: 'acme' })
const noRolesToken = (await signIn(t.app, 'noroles')).token
const adminToken = (await signIn(t.app, 'admin')).token
afterAll(async () => {
  await t.close()
})

const registered = allCalls().filter(({ call }) => t.app.hasRoute({ method: call.method, url: routeUrl(call.path) }))
const dummyParams = (path: string) => Object.fromEntries(pathParamNames(path).map((name) => [name, 'x']))
const emptyBody = (method: string) => (method === 'GET' ? undefined : {})

describe('every registered call enforces its access rule', () => {
  it('the sign-in, self, reference, dashboard, version and partner calls are all registered', () => {
    const expected = allCalls()
      .map((c) => c.id)
      .filter((id) => id.startsWith('auth.') || id.startsWith('reference.') || ['system.dashboard', 'system.version', 'system.partner'].includes(id))
    expect(expected.length).toBeGreaterThan(25)
    expect(registered.map((r) => r.id)).toEqual(expect.arrayContaining(expected))
  })

  for (const { id, call } of registered.filter(({ call }) => call.access === 'public')) {
    it(`anyone: ${id} (${call.method} ${call.path}) is public and never asks for a token`, async () => {
      const answer = await callApi(t.app, call, { params: dummyParams(call.path), body: emptyBody(call.method) })
      expect(answer.status).not.toBe(401)
    })
  }

  for (const { id, call } of registered.filter(({ call }) => call.access !== 'public')) {
    it(`anyone: ${id} (${call.method} ${call.path}) without a token answers 401`, async () => {
      const answer = await callApi(t.app, call, { params: dummyParams(call.path), body: emptyBody(call.method) })
      expect(answer.status).toBe(401)
      expect(answer.body.errorCode).toBe('UNAUTHENTICATED')
    })
  }

  for (const { id, call } of registered.filter(({ call }) => call.access !== 'public' && call.access !== 'signedIn')) {
    it(`acme user without roles: ${id} (${call.method} ${call.path}) answers 403 without ${call.access}`, async () => {
      const answer = await callApi(t.app, call, { params: dummyParams(call.path), token: noRolesToken, body: emptyBody(call.method) })
      expect(answer.status).toBe(403)
      expect(answer.body.errorCode).toBe('FORBIDDEN')
    })
  }
})

describe('every registered GET call refuses a query parameter it does not know', () => {
  // Path values the params schemas accept (a BIN passes as a numeric id too), so what the call
  // refuses is the query; the export reads its filters with the exported list's query schema.
  const pathValues: Record<string, string> = { list: 'transaction', currency: 'EUR', cardId: 'tok_unknown_card' }
  const validParams = (path: string) => Object.fromEntries(pathParamNames(path).map((name) => [name, pathValues[name] ?? '411111']))

  for (const { id, call } of registered.filter(({ call }) => call.method === 'GET' && call.query instanceof z.ZodObject)) {
    it(`admin: ${id} (GET ${call.path}?unknownParam=1) answers 400 naming unknownParam`, async () => {
      const answer = await callApi(t.app, call, { params: validParams(call.path), token: adminToken, query: { unknownParam: 1 } })
      expect(answer.status).toBe(400)
      expect(answer.body.errorCode).toBe('VALIDATION_FAILED')
      // A call with a required parameter (search's `q`) also names the one it misses.
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'unknownParam', message: 'Unknown parameter' }))
    })
  }
})
