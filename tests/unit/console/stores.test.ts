import { cookieJar } from './browser-globals'
import { calls } from '@domain/calls'
import { SESSION_COOKIE } from '@domain/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiCallError, callApi, clientOptions, isStorageHostUrl, readTokenHeaders, toSearchParams } from '../../../src/console/api/client'
import { dropEmpty, readPreviewChoices, rememberPreviewChoices } from '../../../src/console/screens/merchant/paywall-preview'
import { showError, showSuccess, useAlertStore } from '../../../src/console/session/alert-store'
import { useReferenceDataStore } from '../../../src/console/session/reference-data-store'
import { useRequestStore } from '../../../src/console/session/request-store'
import { EXPIRE_AT_STORAGE_KEY, isLoggedIn, useSessionStore } from '../../../src/console/session/session-store'
import { useStepUpStore } from '../../../src/console/session/step-up-store'

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hides a success alert after 2500 ms and keeps an error until closed', () => {
    showSuccess('Saved')
    const errorId = showError('Failed')
    expect(useAlertStore.getState().alerts.map((a) => a.color)).toEqual(['success', 'error'])
    vi.advanceTimersByTime(2499)
    expect(useAlertStore.getState().alerts).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(useAlertStore.getState().alerts.map((a) => a.content)).toEqual(['Failed'])
    vi.advanceTimersByTime(60_000)
    expect(useAlertStore.getState().alerts).toHaveLength(1)
    useAlertStore.getState().close(errorId)
    expect(useAlertStore.getState().alerts).toHaveLength(0)
  })
})

describe('the proof a sensitive call asks for', () => {
  it('asks once for every call waiting at once, with the minutes a proof lasts; the end settles them all', async () => {
    const first = useStepUpStore.getState().ask(5)
    const second = useStepUpStore.getState().ask(5)
    expect(useStepUpStore.getState().asking).toEqual({ minutes: 5 })
    useStepUpStore.getState().settle(true)
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    expect(useStepUpStore.getState().asking).toBeNull()
    const givenUp = useStepUpStore.getState().ask(5)
    useStepUpStore.getState().settle(false)
    await expect(givenUp).resolves.toBe(false)
  })
})

describe('reference data', () => {
  it('keeps each list in session storage and clears one or all', () => {
    const store = useReferenceDataStore.getState()
    store.set('countries', [{ code: 'BR' }])
    store.set('currencies', ['EUR', 'BRL'])
    expect(JSON.parse(sessionStorage.getItem('referenceData.countries')!)).toEqual([{ code: 'BR' }])
    store.clear('countries')
    expect(useReferenceDataStore.getState().countries).toBeNull()
    expect(sessionStorage.getItem('referenceData.countries')).toBeNull()
    expect(useReferenceDataStore.getState().currencies).toEqual(['EUR', 'BRL'])
    store.clearAll()
    expect(useReferenceDataStore.getState().currencies).toBeNull()
    expect(sessionStorage.getItem('referenceData.currencies')).toBeNull()
  })
})

describe('paywall settings per merchant', () => {
  it('drops empty and null values and round-trips through the document cookie', () => {
    expect(dropEmpty({ skin: 'dark', locale: '', amount: 0, test: false, missing: null, gone: undefined })).toEqual({ skin: 'dark', amount: '0', test: 'false' })
    rememberPreviewChoices('acme-shop', { environment: 'production', amount: '', currency: 'EUR' })
    expect(readPreviewChoices('acme-shop')).toEqual({ environment: 'production', currency: 'EUR' })
    expect(readPreviewChoices('other-shop')).toEqual({})
  })
})

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_000_000)
    useSessionStore.getState().clear()
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the token in the session cookie and the expiry where other tabs see it', () => {
    useSessionStore.getState().setTokens({ token: 'access-1', refreshToken: 'refresh-1', expire: 900 })
    const state = useSessionStore.getState()
    expect(state.expireAt).toBe(1_000_000 + 870_000)
    expect(cookieJar().get(SESSION_COOKIE)).toBe('access-1')
    expect(localStorage.getItem(EXPIRE_AT_STORAGE_KEY)).toBe(String(1_870_000))
  })

  it('moves the expiry only when a new token arrives', () => {
    useSessionStore.getState().setTokens({ token: 'access-1', expire: 900 })
    vi.setSystemTime(1_100_000)
    useSessionStore.getState().setTokens({ token: 'access-1', expire: 900 })
    expect(useSessionStore.getState().expireAt).toBe(1_870_000)
    useSessionStore.getState().setTokens({ token: 'access-2' })
    expect(useSessionStore.getState().expireAt).toBe(1_970_000)
  })

  it('clearing removes stored data and closes the dialog', () => {
    useSessionStore.getState().setTokens({ token: 'access-1', refreshToken: 'r', expire: 900 })
    useSessionStore.getState().openDialog()
    useSessionStore.getState().clear()
    const state = useSessionStore.getState()
    expect(state.dialogOpen).toBe(false)
    expect(state.token).toBeNull()
    expect(cookieJar().has(SESSION_COOKIE)).toBe(false)
    expect(localStorage.getItem(EXPIRE_AT_STORAGE_KEY)).toBeNull()
  })

  it('leaves the refresh to the tab that already refreshed, so a spent refresh token is never reused', async () => {
    useSessionStore.getState().setTokens({ token: 'access-1', refreshToken: 'refresh-1', expire: 900 })
    localStorage.setItem(EXPIRE_AT_STORAGE_KEY, '9999999')
    const before = useRequestStore.getState().networkErrors.length
    await useSessionStore.getState().refresh()
    expect(useRequestStore.getState().networkErrors).toHaveLength(before)
    expect(useSessionStore.getState().token).toBe('access-1')
  })

  it('counts a user as signed in only with a real name', () => {
    expect(isLoggedIn(null)).toBe(false)
    expect(isLoggedIn({ realName: '' } as never)).toBe(false)
    expect(isLoggedIn({ realName: 'Ada' } as never)).toBe(true)
  })
})

describe('API client', () => {
  it('treats absolute URLs to other hosts as storage hosts (no bearer token)', () => {
    expect(isStorageHostUrl('/api/v1/dashboard', 'http://localhost:8080')).toBe(false)
    expect(isStorageHostUrl('http://localhost:8080/api/v1/x', 'http://localhost:8080')).toBe(false)
    expect(isStorageHostUrl('https://files.example.com/a.png', 'http://localhost:8080')).toBe(true)
  })
  it('reads tokens from answer headers', () => {
    const headers = new Headers({ 'x-access-token': 'a', 'x-refresh-token': 'r', 'x-token-expire': '900' })
    expect(readTokenHeaders(headers)).toEqual({ token: 'a', refreshToken: 'r', expire: 900 })
    expect(readTokenHeaders(new Headers())).toBeNull()
  })
  it('sends GET parameters as a query string, leaving out empty values', () => {
    expect(toSearchParams({ merchant: 'acme', limit: 50, empty: '', none: undefined, status: ['CHARGED', 'REFUNDED'] }).toString()).toBe(
      'merchant=acme&limit=50&status=CHARGED&status=REFUNDED',
    )
  })
  it('answers from a mock file in mock mode, counting the call as pending', async () => {
    sessionStorage.setItem('mockUser', 'admin')
    try {
      const pending = callApi(calls.system.version)
      expect(useRequestStore.getState().pending).toBe(1)
      const answer = await pending
      expect(answer.engine).toBe('mock')
      expect(useRequestStore.getState().pending).toBe(0)
    } finally {
      sessionStorage.removeItem('mockUser')
    }
  })
})

describe('API client against the wire', () => {
  const requests: Request[] = []
  const bodies: string[] = []
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Bad Request', headers: { 'content-type': 'application/json', ...headers } })
  let next: () => Response

  beforeEach(() => {
    requests.length = 0
    bodies.length = 0
    vi.stubGlobal('location', { origin: 'http://console.test' })
    vi.stubGlobal('fetch', async (input: Request) => {
      requests.push(input)
      bodies.push(await input.clone().text())
      return next()
    })
    useSessionStore.getState().clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    clientOptions.methodOverride = false
  })

  it('sends the bearer token and admin-user header, params as a query string, and reads token headers', async () => {
    useSessionStore.getState().setTokens({ token: 'access-1', expire: 900 })
    useSessionStore.getState().setUser({ username: 'analyst', realName: 'Ana' } as never)
    const dashboard = { today: { count: 0, volume: [], approvalRate: null, chargebacks: 0 }, topDeclineReasons: [], trend: [], merchants: 1, generatedAt: 'now' }
    next = () => answer(200, dashboard, { 'x-access-token': 'access-2', 'x-token-expire': '900' })
    await callApi(calls.system.dashboard, { query: { merchant: 'acme' } })
    const [request] = requests
    expect(request!.url).toBe('http://console.test/api/v1/dashboard?merchant=acme')
    expect(request!.headers.get('authorization')).toBe('Bearer access-1')
    expect(request!.headers.get('x-admin-user')).toBe('analyst')
    expect(useSessionStore.getState().token).toBe('access-2')
  })

  it('never sends the bearer token on login', async () => {
    useSessionStore.getState().setTokens({ token: 'access-1', expire: 900 })
    next = () => answer(401, { errorCode: 'INVALID_CREDENTIALS', message: 'The username or password is not correct' })
    const failure = await callApi(calls.auth.login, { body: { username: 'a', password: 'b' } }).catch((e: ApiCallError) => e)
    expect(requests[0]!.headers.get('authorization')).toBeNull()
    expect(JSON.parse(bodies[0]!)).toEqual({ username: 'a', password: 'b' })
    expect(failure).toBeInstanceOf(ApiCallError)
    expect(failure).toMatchObject({ status: 401, errorCode: 'INVALID_CREDENTIALS', publicCall: true })
    expect(useRequestStore.getState().networkErrors.at(-1)).toMatchObject({ callId: 'POST-login', status: 401 })
  })

  it('sends PUT as POST with X-HTTP-Method-Override when asked to', async () => {
    clientOptions.methodOverride = true
    next = () => answer(200, { ok: true })
    await callApi(calls.auth.changePassword, { body: { oldPassword: 'x', newPassword: 'Console-Demo-2' } })
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.headers.get('x-http-method-override')).toBe('PUT')
  })

  it('sends a form as multipart data', async () => {
    next = () => answer(200, { avatar: '/files/a.png' })
    const form = new FormData()
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png')
    await callApi(calls.auth.uploadAvatar, { body: form })
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })
})
