import type { BodyOf, CallDef, ParamsOf, QueryOf, ResponseOf } from '@domain/call'
import { API_PREFIX, fillPath } from '@domain/call-route'
import { API_HEADERS, MOCK_MAX_DELAY_MS } from '@domain/constants'
import type { ErrorBody } from '@domain/errors'
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
}

const TIMEOUT_MS = 30_000

async function errorBodyOf(response: Response): Promise<Partial<ErrorBody> | null> {
  try {
    const body: unknown = await response.clone().json()
    return body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null
  } catch {
    return null
  }
}

async function mockAnswer(callId: string): Promise<unknown | undefined> {
  const load = mockFiles[`./mocks/${callId}.json`]
  if (!load) return undefined
  const { default: answer } = await load()
  await new Promise((resolve) => setTimeout(resolve, Math.random() * MOCK_MAX_DELAY_MS))
  return answer
}

/**
 * Makes one call of the call table: path and method come from the entry. Sends
 * the bearer token and the admin-user header, reads token headers from every answer, counts
 * the call as pending, and records a failure in the shared network error list.
 */
export async function callApi<C extends CallDef>(call: C, args: CallArgs<C> = {}): Promise<ResponseOf<C>> {
  const callId = callIdOf(call)
  const publicCall = call.access === 'public'
  const requests = useRequestStore.getState()
  requests.started()
  try {
    if (isMockMode()) {
      const answer = await mockAnswer(callId)
      if (answer !== undefined) return answer as ResponseOf<C>
    }
    const path = fillPath(call.path, (args.params ?? {}) as Record<string, string | number>)
    const url = `${globalThis.location?.origin ?? ''}${API_PREFIX}/${path}`
    const headers = new Headers()
    const token = session.token()
    if (token && call.path !== 'login' && !isStorageHostUrl(url)) headers.set('Authorization', `Bearer ${token}`)
    const username = session.username()
    if (username) headers.set(API_HEADERS.adminUser, username)

    let method: string = call.method
    if (clientOptions.methodOverride && (method === 'PUT' || method === 'DELETE')) {
      headers.set(API_HEADERS.methodOverride, method)
      method = 'POST'
    }
    const search = toSearchParams(args.query as Record<string, QueryValue> | undefined)
    const body = args.body
    const sendsBody = call.method !== 'GET' && body !== undefined
    if (sendsBody && !(body instanceof FormData)) headers.set('content-type', 'application/json')
    const timeout = AbortSignal.timeout(TIMEOUT_MS)
    const request = new Request(search.size ? `${url}?${search}` : url, {
      method,
      headers,
      signal: args.signal ? AbortSignal.any([args.signal, timeout]) : timeout,
      body: sendsBody ? (body instanceof FormData ? body : JSON.stringify(body)) : undefined,
    })
    let response: Response
    try {
      response = await fetch(request)
    } catch (error) {
      const cause = error as { message?: string; name?: string }
      // fetch rejects with a TypeError when no answer came (server down, connection lost); an abort or timeout keeps its own name.
      throw new ApiCallError({ message: cause.message, code: cause.name === 'TypeError' ? UNREACHABLE : cause.name, callId, publicCall })
    }
    const tokens = readTokenHeaders(response.headers)
    if (tokens) session.onTokens(tokens)
    if (!response.ok) {
      throw new ApiCallError({
        status: response.status,
        statusText: response.statusText,
        body: await errorBodyOf(response),
        callId,
        publicCall,
      })
    }
    if (call.raw) return response as ResponseOf<C>
    // The answer is trusted to match the call's type: parsing it with the response schema here
    // would put zod and every entity schema on the sign-in page's critical path.
    const text = response.status === 204 ? '' : await response.text()
    return (text ? JSON.parse(text) : undefined) as ResponseOf<C>
  } catch (error) {
    const failure =
      error instanceof ApiCallError
        ? error
        : new ApiCallError({ message: (error as Error)?.message, code: (error as Error)?.name, callId, publicCall })
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
