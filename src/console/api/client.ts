import type { BodyOf, CallDef, ParamsOf, QueryOf, ResponseOf } from '@domain/call'
import { API_PREFIX, fillPath } from '@domain/call-route'
import { API_HEADERS, MOCK_MAX_DELAY_MS } from '@domain/constants'
import type { ErrorBody } from '@domain/errors'
import ky, { type AfterResponseHook, type BeforeRequestHook, type BeforeRetryHook, HTTPError } from 'ky'
import type { CatalogueInput } from '../lib/error-catalogue'
import { type FailedCall, UNREACHABLE } from '../lib/error-text'
import { useRequestStore } from '../session/request-store'

/** A call that failed: the HTTP status and the server's error body, when there was an answer. */
export class ApiCallError extends Error implements FailedCall {
  readonly status?: number
  readonly statusText?: string
  readonly body?: Partial<ErrorBody> | null
  readonly code?: string
  readonly callId: string
  readonly publicCall: boolean

  constructor(init: FailedCall & { callId: string; publicCall: boolean }) {
    super(init.message || init.body?.message || init.statusText || 'Request failed')
    this.name = 'ApiCallError'
    this.status = init.status
    this.statusText = init.statusText
    this.body = init.body
    this.code = init.code
    this.callId = init.callId
    this.publicCall = init.publicCall
  }

  get errorCode(): string | undefined {
    return this.body?.errorCode
  }
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError
}

export interface TokenHeaders {
  token?: string
  refreshToken?: string
  /** Lifetime in seconds. */
  expire?: number
}

/** How the client reaches the session without importing its store (the store calls the client). */
export interface SessionAccess {
  token: () => string | null
  username: () => string | null
  onTokens: (tokens: TokenHeaders) => void
}

let session: SessionAccess = { token: () => null, username: () => null, onTokens: () => undefined }

export function connectSession(access: SessionAccess): void {
  session = access
}

/** Where a write's undo goes (`x-undo-event`), connected by api/undo.ts, so the sign-in page loads none of it. */
let noteUndoable: (eventId: number) => void = () => undefined

export function connectUndoable(note: (eventId: number) => void): void {
  noteUndoable = note
}

/**
 * Where a refused call (401, 403) goes: the console's router, connected with it, since the sign-in
 * page loads no router. It may answer ky's retry, to send the call again (once the user proved it
 * is them).
 */
type RouteRefusal = (refusal: CatalogueInput) => ReturnType<AfterResponseHook>
let routeRefusal: RouteRefusal = () => undefined

export function connectRefusals(route: RouteRefusal): void {
  routeRefusal = route
}

export const clientOptions = {
  /** Send PUT and DELETE as POST with X-HTTP-Method-Override, for proxies that pass only GET and POST. */
  methodOverride: false,
}

const MOCK_USER_KEY = 'mockUser'

export function isMockMode(): boolean {
  return Boolean(globalThis.sessionStorage?.getItem(MOCK_USER_KEY))
}

const mockFiles = import.meta.glob<{ default: unknown }>('./mocks/*.json')

/** A call's name in logs, the network error list and mock file names: `GET-self_profile`. */
export function callIdOf(call: CallDef): string {
  return `${call.method}-${call.path.replaceAll('/', '_')}`
}

/** Storage hosts (absolute URLs to another origin) never receive the bearer token. */
export function isStorageHostUrl(url: string, origin = globalThis.location?.origin ?? 'http://localhost'): boolean {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(url) && !url.startsWith('//')) return false
  return new URL(url, origin).origin !== origin
}

export function readTokenHeaders(headers: Headers): TokenHeaders | null {
  const token = headers.get(API_HEADERS.accessToken) ?? undefined
  const refreshToken = headers.get(API_HEADERS.refreshToken) ?? undefined
  const expireHeader = headers.get(API_HEADERS.tokenExpire)
  const expire = expireHeader && Number.isFinite(Number(expireHeader)) ? Number(expireHeader) : undefined
  if (!token && !refreshToken && expire === undefined) return null
  return { token, refreshToken, expire }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

export function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  return params
}

export interface CallArgs<C extends CallDef> {
  params?: ParamsOf<C>
  query?: QueryOf<C>
  body?: BodyOf<C> | FormData
  signal?: AbortSignal
  /** Headers of the call's own: the kind of answer a raw call asks for (`accept: text/event-stream`). */
  headers?: Record<string, string>
}

const TIMEOUT_MS = 30_000

/** The call table's entry a request is for, in ky's `context`, for the hooks. */
const callOf = (options: { context: Record<string, unknown> }) => options.context.call as CallDef

async function errorBodyOf(response: Response): Promise<Partial<ErrorBody> | null> {
  try {
    const body: unknown = await response.clone().json()
    return body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null
  } catch {
    return null
  }
}

/** Sends the bearer token (never on login, never to a storage host) and the admin-user header. */
const sendSession: BeforeRequestHook = (request, options) => {
  const token = session.token()
  if (token && callOf(options).path !== 'login' && !isStorageHostUrl(request.url)) request.headers.set('Authorization', `Bearer ${token}`)
  const username = session.username()
  if (username) request.headers.set(API_HEADERS.adminUser, username)
}

/** In mock mode a call with a mock file is answered from it, after a short random wait. */
const answerFromMock: BeforeRequestHook = async (_request, options) => {
  if (!isMockMode()) return
  const load = mockFiles[`./mocks/${callIdOf(callOf(options))}.json`]
  if (!load) return
  const { default: answer } = await load()
  await new Promise((resolve) => setTimeout(resolve, Math.random() * MOCK_MAX_DELAY_MS))
  return Response.json(answer)
}

/** A call that lost the network waits for it before its retry, as a query paused offline does. */
function networkBack(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine || signal.aborted) return resolve()
    const done = () => {
      removeEventListener('online', done)
      signal.removeEventListener('abort', done)
      resolve()
    }
    addEventListener('online', done)
    signal.addEventListener('abort', done)
  })
}

const retryWhenOnline: BeforeRetryHook = async ({ request }) => {
  await networkBack(request.signal)
}

/** Every answer may carry new tokens; a write that can be undone names its audit event. */
const readAnswerHeaders: AfterResponseHook = (_request, _options, response) => {
  const tokens = readTokenHeaders(response.headers)
  if (tokens) session.onTokens(tokens)
  const undoEvent = response.ok && response.headers.get(API_HEADERS.undoEvent)
  if (undoEvent) noteUndoable(Number(undoEvent))
}

/** A 401 or 403 goes to the error catalogue's routing, which may send the call again. */
const routeRefused: AfterResponseHook = async (_request, options, response) => {
  const { status } = response
  if (status === 401 || status === 403) return routeRefusal({ status, body: await errorBodyOf(response), publicCall: callOf(options).access === 'public' })
}

/**
 * The console's HTTP client. A GET gets one more try when no answer came or the server failed
 * (5xx); an answer the server meant (4xx) is final, and a write is never sent twice.
 */
const http = ky.create({
  timeout: TIMEOUT_MS,
  retry: {
    limit: 1,
    methods: ['get'],
    shouldRetry: ({ error }) => (error instanceof HTTPError ? error.response.status >= 500 : error.name !== 'AbortError'),
  },
  hooks: {
    beforeRequest: [sendSession, answerFromMock],
    beforeRetry: [retryWhenOnline],
    afterResponse: [readAnswerHeaders, routeRefused],
  },
})

/** The failure of a call as the console shows it: the answer's status and error body, or why no answer came. */
async function failureOf(error: unknown, callId: string, publicCall: boolean): Promise<ApiCallError> {
  if (error instanceof HTTPError) {
    const { response } = error
    return new ApiCallError({ status: response.status, statusText: response.statusText, body: await errorBodyOf(response), callId, publicCall })
  }
  const cause = error as { message?: string; name?: string }
  // fetch rejects with a TypeError when no answer came (server down, connection lost); an abort or timeout keeps its own name.
  return new ApiCallError({ message: cause?.message, code: cause?.name === 'TypeError' ? UNREACHABLE : cause?.name, callId, publicCall })
}

/**
 * Makes one call of the call table: path and method come from the entry. Counts the call as
 * pending, retries included, and records a failure in the shared network error list; the
 * client's hooks do the rest.
 */
export async function callApi<C extends CallDef>(call: C, args: CallArgs<C> = {}): Promise<ResponseOf<C>> {
  const callId = callIdOf(call)
  const publicCall = call.access === 'public'
  useRequestStore.getState().started()
  try {
    const path = fillPath(call.path, (args.params ?? {}) as Record<string, string | number>)
    const body = call.method === 'GET' ? undefined : args.body
    const overridden = clientOptions.methodOverride && (call.method === 'PUT' || call.method === 'DELETE')
    const response = await http(`${globalThis.location?.origin ?? 'http://localhost'}${API_PREFIX}/${path}`, {
      method: overridden ? 'POST' : call.method,
      headers: overridden ? { ...args.headers, [API_HEADERS.methodOverride]: call.method } : args.headers,
      searchParams: toSearchParams(args.query as Record<string, QueryValue> | undefined),
      ...(body instanceof FormData ? { body } : { json: body }),
      signal: args.signal,
      context: { call },
    })
    if (call.raw) return response as ResponseOf<C>
    // The answer is trusted to match the call's type: parsing it with the response schema here
    // would put zod and every entity schema on the sign-in page's critical path.
    const text = response.status === 204 ? '' : await response.text()
    return (text ? JSON.parse(text) : undefined) as ResponseOf<C>
  } catch (error) {
    const failure = await failureOf(error, callId, publicCall)
    useRequestStore.getState().failed({
      callId,
      at: Date.now(),
      status: failure.status,
      statusText: failure.statusText,
      body: failure.body,
      message: failure.message,
      code: failure.code,
    })
    throw failure
  } finally {
    useRequestStore.getState().finished()
  }
}
