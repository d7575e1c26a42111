import './browser-globals'
import { calls } from '@domain/calls'
import ky from 'ky'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiCallError, callApi, connectRefusals, connectUndoable } from '../../../src/console/api/client'
import type { CatalogueInput } from '../../../src/console/lib/error-catalogue'
import { UNREACHABLE } from '../../../src/console/lib/error-text'
import { useRequestStore } from '../../../src/console/session/request-store'

/** ky's retries, hooks and timeout against a stubbed fetch: what the console's calls do on the wire. */
describe('the HTTP client (ky)', () => {
  const requests: Request[] = []
  /** What each request sent, read as it went (ky lets go of a body once its call ends). */
  const sent: string[] = []
  let answers: (() => Response)[]
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
  const noAnswer = () => {
    throw new TypeError('Failed to fetch')
  }
  const refusals: CatalogueInput[] = []
  const undoable: number[] = []
  const dashboard = { today: { count: 0, volume: [], approvalRate: null, chargebacks: 0 }, topDeclineReasons: [], trend: [], merchants: 1, generatedAt: 'now' }

  beforeEach(() => {
    requests.length = 0
    sent.length = 0
    refusals.length = 0
    undoable.length = 0
    vi.stubGlobal('location', { origin: 'http://console.test' })
    vi.stubGlobal('navigator', { onLine: true })
    vi.stubGlobal('fetch', async (input: Request) => {
      requests.push(input)
      sent.push(await input.clone().text())
      const next = answers.shift()
      if (!next) throw new Error('no answer left')
      return next()
    })
    connectRefusals((refusal) => void refusals.push(refusal))
    connectUndoable((eventId) => undoable.push(eventId))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    connectRefusals(() => undefined)
    connectUndoable(() => undefined)
  })

  it('gives a GET one more try after a 5xx, and counts it as one pending call', async () => {
    answers = [json(503, { errorCode: 'INTERNAL_ERROR' }), json(200, dashboard)]
    const call = callApi(calls.system.dashboard)
    expect(useRequestStore.getState().pending).toBe(1)
    await expect(call).resolves.toEqual(dashboard)
    expect(requests).toHaveLength(2)
    expect(useRequestStore.getState().pending).toBe(0)
  })

  it('gives a GET one more try when no answer came, and no third', async () => {
    answers = [noAnswer, noAnswer]
    const failure = await callApi(calls.system.dashboard).catch((e: ApiCallError) => e)
    expect(requests).toHaveLength(2)
    expect(failure).toBeInstanceOf(ApiCallError)
    expect(failure).toMatchObject({ status: undefined, code: UNREACHABLE })
  })

  it('takes an answer the server meant (4xx) as final', async () => {
    answers = [json(404, { errorCode: 'NOT_FOUND', message: 'No such record' })]
    const failure = await callApi(calls.system.dashboard).catch((e: ApiCallError) => e)
    expect(requests).toHaveLength(1)
    expect(failure).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' })
    expect(useRequestStore.getState().networkErrors.at(-1)).toMatchObject({ callId: 'GET-dashboard', status: 404 })
  })

  it('never sends a write twice, whatever the failure', async () => {
    answers = [json(503, {})]
    await expect(callApi(calls.auth.changePassword, { body: { oldPassword: 'x', newPassword: 'Console-Demo-2' } })).rejects.toMatchObject({ status: 503 })
    answers = [noAnswer]
    await expect(callApi(calls.auth.login, { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({ code: UNREACHABLE })
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'POST'])
  })

  it('waits for the network to come back before the retry of a GET that lost it', async () => {
    const window = new EventTarget()
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window))
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window))
    vi.stubGlobal('navigator', { onLine: false })
    answers = [noAnswer, json(200, dashboard)]
    const call = callApi(calls.system.dashboard)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(requests).toHaveLength(1)
    vi.stubGlobal('navigator', { onLine: true })
    window.dispatchEvent(new Event('online'))
    await expect(call).resolves.toEqual(dashboard)
    expect(requests).toHaveLength(2)
  })

  it('routes a 401 and a 403 of the console once the call has failed, with the body and whether the call is public', async () => {
    answers = [json(401, { errorCode: 'UNAUTHORIZED' })]
    await callApi(calls.system.dashboard).catch(() => undefined)
    answers = [json(403, { errorCode: 'PASSWORD_EXPIRED' })]
    await callApi(calls.system.dashboard).catch(() => undefined)
    answers = [json(401, { errorCode: 'INVALID_CREDENTIALS' })]
    await callApi(calls.auth.login, { body: { username: 'a', password: 'b' } }).catch(() => undefined)
    answers = [json(500, {}), json(500, {}), json(422, { errorCode: 'VALIDATION_FAILED' })]
    await callApi(calls.system.dashboard).catch(() => undefined)
    await callApi(calls.auth.login, { body: { username: 'a', password: 'b' } }).catch(() => undefined)
    expect(refusals).toEqual([
      { status: 401, body: { errorCode: 'UNAUTHORIZED' }, publicCall: false },
      { status: 403, body: { errorCode: 'PASSWORD_EXPIRED' }, publicCall: false },
      { status: 401, body: { errorCode: 'INVALID_CREDENTIALS' }, publicCall: true },
    ])
  })

  it('sends a refused write again, with the same body, when its routing answers a retry: the user proved it is them', async () => {
    let asked = 0
    connectRefusals(async (refusal) => {
      refusals.push(refusal)
      if (refusal.body?.errorCode !== 'STEP_UP_REQUIRED') return
      asked++
      return ky.retry({ delay: 0 })
    })
    answers = [json(401, { errorCode: 'STEP_UP_REQUIRED' }), json(200, { ok: true })]
    const body = { oldPassword: 'Console-Demo-1', newPassword: 'Console-Demo-2' }
    await expect(callApi(calls.auth.changePassword, { body })).resolves.toEqual({ ok: true })
    expect(asked).toBe(1)
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT'])
    expect(sent.map((text) => JSON.parse(text))).toEqual([body, body])
    expect(useRequestStore.getState().pending).toBe(0)
  })

  it('notes the undo event of a write that succeeded, not of one that failed', async () => {
    answers = [json(200, { ok: true }, { 'x-undo-event': '42' }), json(409, {}, { 'x-undo-event': '43' })]
    await callApi(calls.auth.changePassword, { body: { oldPassword: 'x', newPassword: 'Console-Demo-2' } })
    await callApi(calls.auth.changePassword, { body: { oldPassword: 'x', newPassword: 'Console-Demo-2' } }).catch(() => undefined)
    expect(undoable).toEqual([42])
  })

  it('hands a download its answer as it came', async () => {
    answers = [() => new Response('id,name\n1,a\n', { status: 200, headers: { 'content-type': 'text/csv' } })]
    const response = (await callApi(calls.report.download, { params: { space: 'acme', reportId: 'r1' } })) as unknown as Response
    expect(await response.text()).toBe('id,name\n1,a\n')
    expect(requests[0]!.url).toBe('http://console.test/api/v1/spacedailyreport/acme/r1/download')
  })
})
