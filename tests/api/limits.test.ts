import { once } from 'node:events'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { API_PREFIX, BODY_LIMITS, type CallDef, HEAVY_CALLS } from '@domain/call'
import { calls } from '@domain/calls'
import { TEMPLATE_MAX_MARKUP } from '@domain/entities/emailtpl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeUrl } from '../../src/server/calls'
import { openApiPath } from '../../src/server/openapi'
import { signedInForFile, testAppForFile } from './helpers'

// The attacks of issue 24 on a real listening server, so a request that blocks the event loop
// delays the others as it would in production (app.inject would only queue them).
const t = testAppForFile({ transactions: 20 })
const { admin } = signedInForFile(t, ['admin'])
let base = ''
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  // The client's own start-up (its first fetch) is not the server's time.
  await send('GET', 'health')
})

const timings: string[] = []
afterAll(() => {
  console.info(`limits: ${timings.join('; ')}`)
})

interface Answer {
  status: number
  headers: Headers
  body: { errorCode?: string; message?: string; params?: Record<string, unknown>; errors?: { field: string; message: string }[] }
}

async function send(method: string, path: string, body?: string, token?: string): Promise<Answer> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(`${base}${API_PREFIX}/${path}`, { method, headers, body })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : {} }
}

/**
 * Asks GET health again and again, one at a time, from a thread of its own (the server shares
 * this thread's event loop, so timing it from here would wait out a block before starting the
 * clock). Ready once its first answer is in; `stop` ends it and answers the status and time of
 * each answer after that one (at least one).
 */
async function healthProbe(url: string): Promise<{ stop: () => Promise<{ status: number; ms: number }[]> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    let stopping = false
    parentPort.once('message', () => { stopping = true })
    ;(async () => {
      const answers = []
      do {
        const askedAt = performance.now()
        const res = await fetch(workerData.url)
        await res.arrayBuffer()
        if (answers.length === 0) parentPort.postMessage('ready')
        answers.push({ status: res.status, ms: performance.now() - askedAt })
        await new Promise((resolve) => setTimeout(resolve, 5))
      } while (!stopping || answers.length < 2)
      parentPort.postMessage(answers.slice(1))
    })()`,
    { eval: true, workerData: { url } },
  )
  await once(worker, 'message')
  const answers = once(worker, 'message')
  return {
    stop: async () => {
      worker.postMessage('stop')
      const [list] = await answers
      await worker.terminate()
      return list
    },
  }
}

/**
 * Runs the attacks while health is asked from another thread: every health answer must be 200
 * and come in under 200 ms. Answers the attacks' answers.
 */
async function healthDuring<T>(what: string, attacks: () => Promise<T>[]): Promise<T[]> {
  const probe = await healthProbe(`${base}${API_PREFIX}/health`)
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const started = performance.now()
  const settled = await Promise.allSettled(attacks())
  const took = performance.now() - started
  delay.disable()
  const health = await probe.stop()
  const slowest = Math.max(0, ...health.map((answer) => answer.ms))
  timings.push(`${what}: answered in ${took.toFixed(0)} ms, health slowest ${slowest.toFixed(0)} ms of ${health.length}, event loop blocked up to ${(delay.max / 1e6).toFixed(0)} ms`)
  expect(health.every((answer) => answer.status === 200)).toBe(true)
  expect(slowest, `${what}: the slowest health answer`).toBeLessThan(200)
  return settled.map((result) => {
    if (result.status === 'rejected') throw result.reason
    return result.value
  })
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
/** About `bytes` of JSON: an array of ones, the most values a body of that size holds. */
const wideArray = (bytes: number) => `[${'1,'.repeat(Math.floor(bytes / 2) - 1)}1]`

describe('a hostile body is refused before any work, while health keeps answering', () => {
  it('anyone: a 40 kB body nested 20,000 deep to login answers 400 VALIDATION_FAILED at once', async () => {
    const bodies = [
      `{"username":"admin","password":${deepArray(20_000)}}`,
      `{"username":${deepObject(8_000)},"password":"x"}`,
      deepArray(20_000),
    ]
    const answers = await healthDuring('nested bodies to login', () => bodies.map((body) => send('POST', 'login', body)))
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED' } })
    expect(answers[0]!.body.message).toBe(`The body nests deeper than ${BODY_LIMITS.depth} levels`)
  })

  it('anyone: a 1.9 MB body to login, or to a template preview, answers 413 PAYLOAD_TOO_LARGE', async () => {
    const wide = wideArray(1_900_000)
    const answers = await healthDuring('1.9 MB bodies', () => [
      send('POST', 'login', `{"username":"admin","password":${wide}}`),
      send('POST', 'emailtpl/preview', `{"type":"PURCHASE_SUCCESS","subject":"s","bodyHtml":"h","data":{"a":${wide}}}`, admin.token),
    ])
    for (const answer of answers) expect(answer).toMatchObject({ status: 413, body: { errorCode: 'PAYLOAD_TOO_LARGE' } })
  })

  it(`super admin: a template preview within its larger limit holding 60,000 values answers 400 at once (at most ${BODY_LIMITS.values})`, async () => {
    const data = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`
    const [answer] = await healthDuring('a wide preview', () => [
      send('POST', 'emailtpl/preview', `{"type":"PURCHASE_SUCCESS","subject":"s","bodyHtml":"h","data":${data}}`, admin.token),
    ])
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED', message: `The body holds more than ${BODY_LIMITS.values} values` } })
  })

  it('each call takes the body its entry declares: a 200 kB login is 413, a 290 kB template preview renders', async () => {
    expect(await send('POST', 'login', JSON.stringify({ username: 'admin', password: 'x'.repeat(200_000) }))).toMatchObject({
      status: 413,
      body: { errorCode: 'PAYLOAD_TOO_LARGE' },
    })
    const preview = { type: 'PURCHASE_SUCCESS', subject: 'Paid: {{ merchantName }}', bodyHtml: `<p>{{ customerName }}</p>${'<p>x</p>'.repeat(24_000)}`, bodyText: 'y'.repeat(95_000) }
    const answer = await send('POST', 'emailtpl/preview', JSON.stringify(preview), admin.token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  })

  it('super admin: a query string does not nest: a bracketed key is a key the call does not know', async () => {
    const answer = await send('GET', 'merchant?q[a][b]=1', undefined, admin.token)
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ field: 'q[a][b]' }] } })
  })
})

describe('the API reference states the limits', () => {
  it('anyone: each call with a body says how long it may be (413), and each heavy call that it may be busy (429)', async () => {
    const { paths } = (await (await fetch(`${base}${API_PREFIX}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> }
    const responses = (call: CallDef) => paths[openApiPath(routeUrl(call.path))]![call.method.toLowerCase()]!.responses
    expect(responses(calls.auth.login)['413']!.description).toContain(`${BODY_LIMITS.bytes} bytes`)
    expect(responses(calls.emailtpl.preview)['413']!.description).toContain(`${calls.emailtpl.preview.bodyLimit} bytes`)
    for (const call of [calls.emailtpl.preview, calls.emailtpl.create, calls.emailtpl.update, calls.cardrestriction.simulateRule, calls.trustpolicy.simulate, calls.report.runCustom]) {
      expect(responses(call), call.path).toHaveProperty('429')
    }
    expect(responses(calls.auth.login)).not.toHaveProperty('429')
  })
})

describe('a template is checked in bounded steps', () => {
  const preview = (texts: Record<string, string>) => send('POST', 'emailtpl/preview', JSON.stringify({ type: 'PURCHASE_SUCCESS', subject: 'Paid', bodyHtml: '<p>x</p>', ...texts }), admin.token)

  it('super admin: a template of 11,000 outputs in 200,000 characters is refused at once while health keeps answering', async () => {
    const [answer] = await healthDuring('a template of 11,000 outputs', () => [preview({ bodyHtml: '{{ customerName }}'.repeat(11_000) })])
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ field: 'bodyHtml', message: `Use at most ${TEMPLATE_MAX_MARKUP} Liquid tags and outputs` }] } })
  })

  it(`super admin: a template of ${TEMPLATE_MAX_MARKUP} outputs in 190,000 characters renders while health keeps answering`, async () => {
    const outputs = `${'{{ customerName }}'.repeat(TEMPLATE_MAX_MARKUP)}${'x'.repeat(190_000 - 18 * TEMPLATE_MAX_MARKUP)}`
    const [answer] = await healthDuring(`a template of ${TEMPLATE_MAX_MARKUP} outputs`, () => [preview({ bodyHtml: outputs })])
    expect(answer!.status, JSON.stringify(answer!.body)).toBe(200)
  })

  it(`super admin: a text of more than ${TEMPLATE_MAX_MARKUP} Liquid tags and outputs, a {% liquid %} line counting as one, is a 400 on its field`, async () => {
    const tags = '{% if customerName %}x{% endif %}'.repeat(TEMPLATE_MAX_MARKUP / 2 + 1)
    const lines = `{% liquid\n${'echo customerName\n'.repeat(TEMPLATE_MAX_MARKUP)}%}`
    for (const [field, text] of [['bodyHtml', tags], ['bodyText', lines]]) {
      const answer = await preview({ [field!]: text! })
      expect(answer, field).toMatchObject({ status: 400, body: { errors: [{ field, message: `Use at most ${TEMPLATE_MAX_MARKUP} Liquid tags and outputs` }] } })
    }
  })

  it('super admin: a text of long runs of four digits checks for card numbers while health keeps answering', async () => {
    const [answer] = await healthDuring('a template of digit groups', () => [preview({ bodyText: '4111 '.repeat(19_999) })])
    expect(answer!.status, JSON.stringify(answer!.body)).toBe(200)
  })
})

describe('heavy calls run a few at a time in each process', () => {
  // Every text loops far longer than a render may take, in little memory.
  const endless = '{% for i in (1..3000) %}{% for j in (1..3000) %}{% endfor %}{% endfor %}'
  const heavyPreview = JSON.stringify({ type: 'PURCHASE_SUCCESS', subject: endless, bodyHtml: endless, bodyText: endless })

  it(`super admin: 12 template previews at once that render too long: health keeps answering; ${HEAVY_CALLS.atOnce} run at once, ${HEAVY_CALLS.waiting} wait, those beyond answer 429 with Retry-After`, async () => {
    const answers = await healthDuring('12 heavy previews', () => Array.from({ length: 12 }, () => send('POST', 'emailtpl/preview', heavyPreview, admin.token)))
    const refused = answers.filter((answer) => answer.status === 429)
    // Those that answered before the last came in made room for as many.
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.length).toBeLessThanOrEqual(12 - HEAVY_CALLS.atOnce - HEAVY_CALLS.waiting)
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', params: { seconds: HEAVY_CALLS.retryAfterSeconds, reason: 'serverBusy' } })
      expect(answer.headers.get('retry-after')).toBe(String(HEAVY_CALLS.retryAfterSeconds))
    }
    for (const answer of answers.filter((a) => a.status !== 429)) {
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.map((e) => e.field)).toEqual(['subject', 'bodyHtml', 'bodyText'])
    }
  })
})
