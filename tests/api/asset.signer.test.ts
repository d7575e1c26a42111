import { calls } from '@domain/calls'
import { afterEach, describe, expect, it } from 'vitest'
import { callApi, createTestApp, signIn, type TestApp } from './helpers'

let t: TestApp | undefined

afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('GET version: where the console asks to sign asset uploads', () => {
  it('admin without ASSET_SIGNER_URL is told our own asset/sign, which signs; signed out, nobody learns it', async () => {
    t = await createTestApp({ transactions: 10, config: { assetSignerUrl: undefined } })
    const admin = await signIn(t.app, 'admin')
    const res = await callApi(t.app, calls.system.version, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.assetSignerUrl).toBe('/api/v1/asset/sign')
    const signed = await callApi(t.app, calls.asset.sign, { token: admin.token, query: { fname: 'merchant/acme-books-logo.png' } })
    expect(signed.status).toBe(200)
    expect((await callApi(t.app, calls.system.version)).status).toBe(401)
  })

  it('admin with ASSET_SIGNER_URL set is told that address', async () => {
    t = await createTestApp({ transactions: 10, config: { assetSignerUrl: 'https://assets.example/sign' } })
    const admin = await signIn(t.app, 'admin')
    const res = await callApi(t.app, calls.system.version, { token: admin.token })
    expect(res.body.assetSignerUrl).toBe('https://assets.example/sign')
  })
})
