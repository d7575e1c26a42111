import { API_PREFIX, type CallDef, HEAVY_CALLS } from '@domain/call'
import type { ApprovalPolicy } from '@domain/enums'
import type { FieldError } from '@domain/errors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodObject, type z } from 'zod'
import { registerHeldCall, runUnderPolicy } from './approval-gate'
import type { Principal } from './auth/principal'
import { idleLongerThan, lastActiveAt, noteActivity } from './auth/session-activity'
import { endIdleSession } from './auth/session-record'
import { requireRecentProof } from './auth/step-up'
import { verifyAccessToken } from './auth/tokens'
import { ApiError, badRequest, fieldError, forbidden, isBadValue, textProblem, tooManyRequests, unauthorized, zodFieldErrors } from './errors'
import type { Services } from './services'

export interface CallInput<C extends CallDef> {
  params: z.output<C['params']>
  query: z.output<C['query']>
  body: z.output<C['body']>
  request: FastifyRequest
  reply: FastifyReply
}

export interface SignedInInput<C extends CallDef> extends CallInput<C> {
  principal: Principal
}

type Handler<C extends CallDef> = C['access'] extends 'public'
  ? (input: CallInput<C> & { principal: Principal | null }) => Promise<unknown>
  : (input: SignedInInput<C>) => Promise<unknown>

/** `merchant/{name}/caller/{caller}` -> `/api/v1/merchant/:name/caller/:caller` */
export function routeUrl(path: string): string {
  return `${API_PREFIX}/${path.replace(/\{(\w+)\}/g, ':$1')}`
}

/** A value of a call's input, with its key and the entry of the value holding it. */
interface Located {
  value: unknown
  key: string | number
  parent?: Located
}

/** `merchant.settings.0`: the keys from the input down to a value, spelt out only for an error. */
function fieldOf(entry: Located): string {
  const keys: (string | number)[] = []
  for (let at: Located | undefined = entry; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.') || 'other'
}

/** Enough errors to show what is wrong, without walking the rest of a hostile input. */
const MAX_TEXT_ERRORS = 20

/**
 * Text no column can hold: a NUL byte (PostgreSQL text refuses it) or an unpaired surrogate
 * (not Unicode, refused by jsonb and mangled by text). Checked in every string and object key
 * of a call's path, query and body, so no call passes one to the database.
 */
function textErrors(value: unknown): FieldError[] {
  const errors: FieldError[] = []
  const check = (text: string, where: Located) => {
    const problem = textProblem(text)
    if (problem) errors.push({ field: fieldOf(where), message: problem })
  }
  // A stack rather than recursion, and each value linked to its holder rather than given a copy
  // of its path: one step per value, however deep the input nests.
  const pending: Located[] = [{ value, key: '' }]
  while (pending.length > 0 && errors.length < MAX_TEXT_ERRORS) {
    const entry = pending.pop()!
    const item = entry.value
    if (typeof item === 'string') check(item, entry)
    else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) pending.push({ value: item[index], key: index, parent: entry })
    } else if (item && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        const child: Located = { value: (item as Record<string, unknown>)[key], key, parent: entry }
        check(key, child)
        pending.push(child)
      }
    }
  }
  return errors
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const unsafe = textErrors(value)
  if (unsafe.length > 0) throw badRequest(`Invalid ${where}`, unsafe)
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw badRequest(`Invalid ${where}`, zodFieldErrors(result.error, undefined, value ?? {}))
  return result.data
}

/**
 * A record's partial update that sends none of its fields would write nothing and audit a
 * change that did not happen: it is refused as a bad request.
 */
function nothingToChange(call: CallDef, body: unknown): boolean {
  if (!call.partialUpdate || !body || typeof body !== 'object') return false
  const fields = call.body instanceof ZodObject ? Object.keys(call.body.shape) : []
  return fields.length > 0 && Object.values(body).every((value) => value === undefined)
}

/** A multipart body names its boundary: 1 to 70 characters (RFC 2046). */
const multipartType = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;.*)?$/i

/**
 * The principal behind the request's bearer token, or null when there is none or it is bad. A
 * sign-in idle past its space's idle timeout ends here, on whichever call comes first, and the
 * call answers 401 (sessionIdle). The call counts as activity unless `counts` is false (a stream
 * checking that its sign-in still holds).
 */
export async function principalOf(services: Services, request: FastifyRequest, counts = true): Promise<Principal | null> {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return null
  const claims = await verifyAccessToken(services, header.slice(7))
  if (!claims) return null
  const signedIn = await services.principals.principalOf(claims)
  if (!signedIn || !claims.sessionId) return signedIn?.principal ?? null
  const { principal } = signedIn
  const minutes = principal.idleTimeoutMinutes
  // The cached figure may be seconds old: the database has the last word before a sign-in ends.
  if (idleLongerThan(services, claims.sessionId, signedIn.lastActiveAt, minutes) && idleLongerThan(services, claims.sessionId, await lastActiveAt(services.db, claims.sessionId), minutes)) {
    throw await endIdleSession(services, { id: principal.userId, username: principal.username, spaceId: principal.spaceId }, claims.sessionId, minutes, request.ip)
  }
  if (counts) await noteActivity(services, claims.sessionId, claims.userId)
  return principal
}

/**
 * The caller while its token and sign-in hold, else null: an ended or idle sign-in (ended here)
 * leaves a public call anonymous and a stream without its user, rather than refused.
 */
export async function principalOrNull(services: Services, request: FastifyRequest, counts = true): Promise<Principal | null> {
  try {
    return await principalOf(services, request, counts)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/**
 * The body of a multipart call is read by its handler; what reaches it is a multipart request
 * with a boundary. Any other call refuses a multipart body rather than reading it as empty.
 */
function multipartBody(request: FastifyRequest): undefined {
  const type = request.headers['content-type'] ?? ''
  if (!request.isMultipart() || !multipartType.test(type)) throw fieldError('file', 'Send the file as multipart/form-data')
  return undefined
}

/** The heavy calls running in this process, and the turns of those waiting, first come first. */
const heavyCalls = { running: 0, waiting: [] as (() => void)[] }

/**
 * Runs a heavy call's work in its turn (HEAVY_CALLS): at once while fewer than `atOnce` run, else
 * after those before it; with `waiting` calls already waiting, 429 at once, nothing done.
 */
async function inHeavyTurn<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const { atOnce, waiting, retryAfterSeconds } = HEAVY_CALLS
  if (heavyCalls.running < atOnce) heavyCalls.running++
  else if (heavyCalls.waiting.length < waiting) await new Promise<void>((resolve) => heavyCalls.waiting.push(resolve))
  else throw tooManyRequests(reply, retryAfterSeconds, `The server is busy with work of this kind; try again in ${retryAfterSeconds} s`, { reason: 'serverBusy' })
  try {
    return await work()
  } finally {
    // The turn passes to the first call waiting, if any.
    const next = heavyCalls.waiting.shift()
    if (next) next()
    else heavyCalls.running--
  }
}

/**
 * Registers one call-table entry: the path, method and body limit come from the entry, input is
 * validated with its schemas (400 with field errors), its access rule is enforced before the
 * handler, a sensitive call (`stepUp`) needs a fresh proof, a heavy call waits its turn, and a
 * call its space's approval policy holds waits for a second person (approval-gate.ts), who runs
 * the same handler again.
 */
export function bindCall<C extends CallDef>(app: FastifyInstance, services: Services, call: C, handler: Handler<C>) {
  if (call.approval) {
    registerHeldCall(app, call, async (input) =>
      (handler as (i: unknown) => Promise<unknown>)({
        ...input,
        params: parse(call.params, input.params, 'path'),
        query: parse(call.query, input.query, 'query'),
        body: parse(call.body, input.body, 'input'),
      }),
    )
  }
  app.route({
    method: call.method,
    url: routeUrl(call.path),
    bodyLimit: call.bodyLimit,
    handler: async (request, reply) => {
      let principal: Principal | null = null
      if (call.access !== 'public') {
        principal = await principalOf(services, request)
        if (!principal) throw unauthorized()
        if (call.access !== 'signedIn') {
          // An expired password still signs in, but only signedIn calls (renew, self/*) work
          // until it is changed, so the console can force /password.
          if (principal.passwordExpired) throw new ApiError(403, 'PASSWORD_EXPIRED', 'Your password has expired; change it to continue')
          if (principal.twoFaSetupRequired) throw new ApiError(403, 'TOTP_REQUIRED', 'Your space requires two-factor sign-in; set it up to continue', undefined, { reason: 'twoFactorSetup' })
          if (!principal.permissions.has(call.access)) throw forbidden()
        }
      } else if (request.headers.authorization) {
        principal = await principalOrNull(services, request)
      }
      request.principal = principal
      request.callAccess = call.access
      const params = parse(call.params, request.params, 'path')
      const query = parse(call.query, request.query, 'query')
      if (!call.multipart && request.isMultipart()) throw new ApiError(415, 'VALIDATION_FAILED', 'Send the body as JSON')
      const body = call.multipart ? multipartBody(request) : parse(call.body, request.body, 'input')
      if (nothingToChange(call, body)) throw badRequest('Send at least one field to change')
      if (call.stepUp) await requireRecentProof(services, request)
      const run = () => (handler as (i: unknown) => Promise<unknown>)({ params, query, body, request, reply, principal })
      const work = () => (call.heavy ? inHeavyTurn(reply, run) : run())
      const sent = { params: request.params, query: request.query, body: request.body }
      const held = call.approval && principal ? { call: call as C & { approval: ApprovalPolicy }, principal, request, reply, body, sent } : null
      const result = await (held ? runUnderPolicy(services, held, work) : work()).catch((error: unknown) => {
        if (!isBadValue(error)) throw error
        // Logged: the call's schema should have refused the value before the database did.
        request.log.warn({ err: error }, 'the database refused a value of the request')
        throw badRequest('A value is out of range or not in its format')
      })
      if (reply.sent) return reply
      if (result === undefined) return reply.code(204).send()
      return result
    },
  })
}

export { ApiError }
