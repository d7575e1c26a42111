import { DEMO_PASSWORD } from '@domain/constants'
import type { SettlementRecord, SettlementUpload } from '@domain/entities/finance'
import { settlementFormatOf } from '@domain/settlement-formats'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipartFile } from './helpers'
import { serverPlaceForFile, startServerProcess } from './server-process'
import { type SettlementLine, settlementCsv } from './settlement-files'

const ROWS = 20_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const place = serverPlaceForFile('crash')
let env: Record<string, string>
let base: string

async function api<T>(method: string, url: string, token: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}/${url}`, { method, headers: { authorization: `Bearer ${token}`, ...init.headers }, ...(init.body ? { body: new Uint8Array(init.body) } : {}) })
  return { status: res.status, body: (await res.json()) as T }
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })
  return ((await res.json()) as { token: string }).token
}

beforeAll(async () => {
  base = `http://127.0.0.1:${place.port}/api/v1`
  // A short lease: the job of a killed process is taken over soon after the restart.
  env = { ...place.env, HOST: '127.0.0.1', SEED_TRANSACTIONS: '2000', JOB_POLL_MS: '100', JOB_LEASE_MS: '1500' }
  place.server = await startServerProcess(env)
}, 90_000)

describe('a settlement upload when the server is killed in the middle', () => {
  it('resumes after the last committed batch on restart: every row recorded once, the counters matching', async () => {
    let token = await signIn()
    // The seed's matched records name real transactions of a gateway used in acme.
    const seeded = await api<{ items: SettlementRecord[] }>('GET', 'settlement/acme/record?result=SUCCESS&limit=200', token)
    const gateway = seeded.body.items[0]!.gateway
    const matched = seeded.body.items.filter((r) => r.gateway === gateway)
    const format = settlementFormatOf(gateway)!
    expect(format).toBeDefined()
    const lines: SettlementLine[] = Array.from({ length: ROWS }, (_, i) => {
      const r = matched[i % matched.length]!
      return { id: i % 10 === 9 ? `crash-unknown-${i}` : r.transactionId, reference: `CR-${i}`, date: '2026-03-02', amount: r.amount, fee: r.fee, currency: r.currency }
    })
    const file = settlementCsv(gateway, lines)
    const body = multipartFile('file', 'crash.csv', 'text/csv', file)
    const uploaded = await api<SettlementUpload>('POST', `settlementupload/acme/${gateway}`, token, { body: body.payload, headers: body.headers })
    expect(uploaded.status).toBe(202)
    const id = uploaded.body.id

    let atKill: SettlementUpload | undefined
    const deadline = Date.now() + 20_000
    while (!atKill && Date.now() < deadline) {
      const now = await api<SettlementUpload>('GET', `settlement/acme/upload/${id}`, token)
      if (now.body.progress >= 1 && now.body.progress <= 99) atKill = now.body
      else if (now.body.state !== 'PROCESSING') throw new Error(`the upload ended before the kill: ${JSON.stringify(now.body)}`)
      else await pause(20)
    }
    expect(atKill, 'the upload never showed progress between 1 and 99').toBeDefined()
    await place.server!.kill()

    place.server = await startServerProcess(env)
    token = await signIn()
    let done: SettlementUpload | undefined
    const finish = Date.now() + 30_000
    while (!done && Date.now() < finish) {
      const now = await api<SettlementUpload>('GET', `settlement/acme/upload/${id}`, token)
      expect(now.body.totalRows).toBeGreaterThanOrEqual(atKill!.totalRows)
      if (now.body.state !== 'PROCESSING') done = now.body
      else await pause(100)
    }
    expect(done).toMatchObject({ state: 'COMPLETED', progress: 100, totalRows: ROWS })
    expect(done!.successRows + done!.errorRows + done!.invalidRows).toBe(ROWS)
    expect(done!.invalidRows).toBe(ROWS / 10)

    const seen = new Map<number, number>()
    const results = { SUCCESS: 0, ERROR: 0, INVALID: 0 }
    let cursor: string | null = null
    do {
      const page: { status: number; body: { items: SettlementRecord[]; nextCursor: string | null } } = await api(
        'GET',
        `settlement/acme/record?uploadId=${id}&sort=row&limit=500${cursor ? `&cursor=${cursor}` : ''}`,
        token,
      )
      expect(page.status).toBe(200)
      for (const r of page.body.items) {
        seen.set(r.row!, (seen.get(r.row!) ?? 0) + 1)
        results[r.result]++
      }
      cursor = page.body.nextCursor
    } while (cursor)
    expect(seen.size).toBe(ROWS)
    expect([...seen.values()].every((n) => n === 1)).toBe(true)
    expect(Math.min(...seen.keys())).toBe(1)
    expect(Math.max(...seen.keys())).toBe(ROWS)
    expect(results).toEqual({ SUCCESS: done!.successRows, ERROR: done!.errorRows, INVALID: done!.invalidRows })
  }, 60_000)
})
