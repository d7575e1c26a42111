import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { calls } from '@domain/calls'
import { DEMO_PASSWORD } from '@domain/constants'
import { buildApp } from '@server/app'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, request, signIn, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 20 })

/** The CSP's directives by name: `script-src` -> ["'self'"]. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

describe('security headers', () => {
  it('every answer carries a strict CSP (own scripts only, no inline script or eval, no framing), nosniff, no referrer and DENY framing', async () => {
    for (const res of [await request(t.app, 'GET', '/api/v1/health'), await callApi(t.app, calls.system.version)]) {
      const csp = cspOf(res.headers['content-security-policy'])
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('script-src')).toEqual(["'self'"])
      expect(csp.get('script-src-attr')).toEqual(["'none'"])
      expect(csp.get('style-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('connect-src')).toEqual(["'self'"])
      expect(csp.has('upgrade-insecure-requests')).toBe(false)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('the login answer (tokens) and answers with personal data are never stored: Cache-Control no-store', async () => {
    const login = await request(t.app, 'POST', '/api/v1/login', { body: { username: 'admin', password: DEMO_PASSWORD } })
    expect(login.status).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')
    const admin = await signIn(t.app, 'admin')
    for (const call of [calls.auth.getProfile, calls.merchant.list, calls.customer.list]) {
      const res = await callApi(t.app, call, { token: admin.token })
      expect(res.status, call.path).toBe(200)
      expect(res.headers['cache-control'], call.path).toBe('no-store')
    }
    // Failures carry no-store too: a 401 must not be replayed from a cache either.
    expect((await callApi(t.app, calls.auth.getProfile)).headers['cache-control']).toBe('no-store')
  })

  it('reference data keeps its own short private cache', async () => {
    const admin = await signIn(t.app, 'admin')
    const res = await callApi(t.app, calls.reference.countries, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, max-age=3600')
  })

  it('signed files may be read from the paywall on its own origin (cross-origin resource policy) and keep their sandbox CSP', async () => {
    const admin = await signIn(t.app, 'admin')
    const signed = await callApi(t.app, calls.asset.sign, { token: admin.token, query: { fname: 'merchant/acme-books-logo.png' } })
    await request(t.app, 'PUT', signed.body.uploadURL, { body: Buffer.from([0x89, 0x50]), headers: { 'content-type': 'image/png' } })
    const file = await request(t.app, 'GET', signed.body.logoURL)
    expect(file.status).toBe(200)
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(cspOf(file.headers['content-security-policy']).has('sandbox')).toBe(true)
  })
})

describe('HSTS and upgrades when the public address is https', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildApp({ services: { ...t.services, config: { ...t.services.config, publicUrl: 'https://console.example' } } })
  })
  afterAll(() => app.close())

  it('answers Strict-Transport-Security for a year with subdomains, and the CSP upgrades insecure requests', async () => {
    const res = await request(app, 'GET', '/api/v1/health')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(cspOf(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true)
  })

  it('with an external asset signer, uploads may go to any https address (connect-src)', async () => {
    const signerApp = await buildApp({ services: { ...t.services, config: { ...t.services.config, assetSignerUrl: 'https://assets.example/sign' } } })
    const res = await request(signerApp, 'GET', '/api/v1/health')
    expect(cspOf(res.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", 'https:'])
    await signerApp.close()
  })
})

describe('the built console', () => {
  let app: FastifyInstance
  let consoleDir: string

  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(os.tmpdir(), 'console-dist-'))
    mkdirSync(path.join(consoleDir, 'assets'))
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/main.js"></script>')
    writeFileSync(path.join(consoleDir, 'assets', 'main.js'), 'console.log(1)\n')
    writeFileSync(path.join(consoleDir, 'assets', 'main.js.map'), '{"version":3,"sources":["secret.ts"]}')
    app = await buildApp({ services: t.services, consoleDir })
  })
  afterAll(async () => {
    await app.close()
    rmSync(consoleDir, { recursive: true, force: true })
  })

  it('serves the console and its deep links with the CSP and without a frame', async () => {
    for (const url of ['/assets/main.js', '/transactions?merchant=acme-books']) {
      const res = await request(app, 'GET', url)
      expect(res.status, url).toBe(200)
      expect(cspOf(res.headers['content-security-policy']).get('script-src'), url).toEqual(["'self'"])
      expect(res.headers['x-frame-options'], url).toBe('DENY')
    }
  })

  it('each console page has a nonce of its own for style elements, in its CSP and its meta tag; scripts stay our own files only', async () => {
    const nonces = new Set<string>()
    for (const url of ['/', '/transactions']) {
      const res = await request(app, 'GET', url)
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.raw.body)?.[1]
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      const csp = cspOf(res.headers['content-security-policy'])
      expect(csp.get('style-src'), url).toEqual(["'self'", `'nonce-${nonce}'`])
      expect(csp.get('script-src'), url).toEqual(["'self'"])
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"])
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(2)
    // A monitor asking HEAD of a console page gets the page's headers, not a 404.
    const head = await app.inject({ method: 'HEAD', url: '/transactions' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toContain('text/html')
    expect(head.body).toBe('')
  })

  it('never serves a source map, even one left in the build folder: 404, not the console page', async () => {
    for (const url of ['/assets/main.js.map', '/assets/main.js.map?x=1', '/assets/other.js.map']) {
      const res = await request(app, 'GET', url)
      expect(res.status, url).toBe(404)
      expect(res.raw.body, url).not.toContain('secret.ts')
    }
  })
})
