import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { calls } from '@domain/calls'
import { buildApp } from '@server/app'
import { connectDatabase } from '@server/db/connect'
import { migrations } from '@server/db/migrations'
import { describe, expect, it } from 'vitest'
import { callApi, request, signIn, testAppForFile } from './helpers'

const METRICS_TOKEN = 'metrics-test-token-0123456789'
const t = testAppForFile({ transactions: 20, config: { metricsToken: METRICS_TOKEN } })

describe('GET health', () => {
  it('answers 200 without a token, naming the engine and the newest migration the database has run', async () => {
    const res = await request(t.app, 'GET', '/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', engine: t.services.engine, migration: Object.keys(migrations).sort().at(-1) })
  })

  it('answers 503 when the database does not answer', async () => {
    // Nothing listens on port 9: the pool's first connection fails at once.
    const gone = await connectDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none' })
    const services = { ...t.services }
    const app = await buildApp({ services })
    // The app starts on a working database, which then goes away.
    services.db = gone.db
    services.engine = gone.engine
    try {
      const res = await request(app, 'GET', '/api/v1/health')
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ status: 'unavailable', engine: 'postgres', migration: null })
    } finally {
      await app.close()
      await gone.close()
    }
  })
})

describe('GET metrics', () => {
  const scrape = (authorization?: string) => request(t.app, 'GET', '/api/v1/metrics', { headers: authorization ? { authorization } : {} })

  it('answers only to the METRICS_TOKEN bearer: none or another token is 401, a user access token too', async () => {
    const admin = await signIn(t.app, 'admin')
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, `Bearer ${admin.token}`]) {
      const res = await scrape(authorization)
      expect(res.status, authorization).toBe(401)
      expect(String(res.raw.body)).not.toContain('http_requests_total')
    }
  })

  it('counts requests and times them by method, route pattern and status, never by URL; process metrics beside', async () => {
    const admin = await signIn(t.app, 'admin')
    expect((await callApi(t.app, calls.merchant.get, { token: admin.token, params: { name: 'acme-books' } })).status).toBe(200)
    expect((await callApi(t.app, calls.merchant.get, { token: admin.token, params: { name: 'no-such-merchant' } })).status).toBe(404)
    const res = await scrape(`Bearer ${METRICS_TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = String(res.raw.body)
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/v1\/merchant\/:name",status="200"\} [1-9]/m)
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/v1\/merchant\/:name",status="404"\} [1-9]/m)
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/merchant\/:name",status="200"\} [1-9]/m)
    expect(text).toMatch(/^process_cpu_user_seconds_total /m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).not.toContain('acme-books')
    expect(text).not.toContain('no-such-merchant')
    if (t.services.engine === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m)
  })

  it('are off without METRICS_TOKEN: 404, as if there were no such route', async () => {
    const app = await buildApp({ services: { ...t.services, config: { ...t.services.config, metricsToken: undefined } } })
    try {
      expect((await request(app, 'GET', '/api/v1/metrics')).status).toBe(404)
      expect((await request(app, 'GET', '/api/v1/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(404)
    } finally {
      await app.close()
    }
  })
})

describe('request logs', () => {
  it('one line per call with the request id, the user, the route pattern and status; console files only at debug', async () => {
    const lines: Record<string, unknown>[] = []
    const consoleDir = mkdtempSync(path.join(os.tmpdir(), 'console-dist-'))
    mkdirSync(path.join(consoleDir, 'assets'))
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(path.join(consoleDir, 'assets', 'main.js'), 'console.log(1)\n')
    const app = await buildApp({
      services: t.services,
      consoleDir,
      logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    })
    try {
      const admin = await signIn(app, 'admin')
      const res = await callApi(app, calls.merchant.get, { token: admin.token, params: { name: 'acme-books' } })
      expect((await request(app, 'GET', '/assets/main.js')).status).toBe(200)
      expect((await request(app, 'GET', '/merchants/acme-books')).status).toBe(200)

      const answered = lines.filter((l) => l.msg === 'answered')
      const call = answered.find((l) => l.route === '/api/v1/merchant/:name')
      expect(call).toMatchObject({ level: 30, reqId: res.headers['x-request-id'], user: 'admin', method: 'GET', status: 200 })
      expect(typeof call?.ms).toBe('number')
      expect(answered.find((l) => l.route === '/api/v1/login')).toMatchObject({ user: null, status: 200 })
      expect(answered.filter((l) => l.route === 'static')).toEqual([])
      expect(answered).toHaveLength(2)
      // The route pattern, never the URL: a path or search may hold an email or a card hash.
      expect(JSON.stringify(lines)).not.toContain('acme-books')
    } finally {
      await app.close()
      rmSync(consoleDir, { recursive: true, force: true })
    }
  })
})
