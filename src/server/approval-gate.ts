import { AsyncLocalStorage } from 'node:async_hooks'
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { type CallDef, fillPath } from '@domain/call'
import { allCalls } from '@domain/calls'
import {
  type ApprovalSettings,
  approvalSettingsSchema,
  CHANGE_REASON_HEADER,
  type ChangeRequest,
  decidedByRequest,
  defaultApprovalSettings,
  type ProposedChange,
  policyHolds,
} from '@domain/entities/approval'
import type { ApprovalPolicy, ChangeRequestState, UserEventType } from '@domain/enums'
import type { Permission } from '@domain/permissions'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { Principal } from './auth/principal'
import { requireRecentProof } from './auth/step-up'
import { auditedWrite, type WriteEvent } from './crud'
import type { Database } from './db/database'
import { inHeldTransaction } from './db/held-transaction'
import type { ChangeRequestTable } from './db/tables/approval'
import { fieldError, textProblem } from './errors'
import type { Services } from './services'

/*
 * A call whose entry names an approval policy (`approval`) is weighed before it is kept: it runs
 * in one transaction that notes what each of its writes changes; when its space's policy holds
 * the request for a second person, the transaction rolls back and the request is kept as a
 * change request (202), else it commits as any call. Approving one runs the same handler as the
 * approver (modules/approval), with its writes noted the same way.
 */

/** The call-table id of every entry, by the entry. */
const callIds = new Map<CallDef, string>(allCalls().map(({ id, call }) => [call, id]))

export function callIdOf(call: CallDef): string {
  const id = callIds.get(call)
  if (!id) throw new Error(`${call.method} ${call.path} is not in the call table`)
  return id
}

/** The request of a held call as its handler takes it, validated again from what was sent. */
export interface HeldInput {
  params: unknown
  query: unknown
  body: unknown
  principal: Principal
  request: FastifyRequest
  reply: FastifyReply
}

/** How a held call runs again for its approver: its schemas, then its handler. */
type Replay = (input: HeldInput) => Promise<unknown>

const replays = new WeakMap<FastifyInstance, Map<string, { call: CallDef; replay: Replay }>>()

/** Keeps how the app runs a call that can be held, for its approval. */
export function registerHeldCall(app: FastifyInstance, call: CallDef, replay: Replay): void {
  const byId = replays.get(app) ?? new Map()
  replays.set(app, byId)
  byId.set(callIdOf(call), { call, replay })
}

/** The app's held call of this id, to run again as its approver. */
export function heldCallOf(app: FastifyInstance, id: string): { call: CallDef; replay: Replay } | undefined {
  return replays.get(app)?.get(id)
}

/** What the writes of work being weighed changed; while an approval applies a request, which one. */
interface Weighing {
  changes: ProposedChange[]
  applying?: { changeRequest: number; requestedBy: string }
}

const weighing = new AsyncLocalStorage<Weighing>()

const partOf = (detail: WriteEvent['detail'], side: 'before' | 'after'): unknown => (detail && side in detail ? detail[side] : null) ?? null

/**
 * The record helper's audited writes pass their events here before recording them: work being
 * weighed notes what they change, and a request being applied names itself in their detail.
 */
export function noteWrites<E extends Pick<WriteEvent, 'type' | 'targetType' | 'targetId' | 'detail'>>(events: E[]): E[] {
  const work = weighing.getStore()
  if (!work) return events
  for (const { type, targetType, targetId, detail } of events) {
    work.changes.push({ type, targetType: targetType ?? null, targetId: targetId === undefined ? null : String(targetId), before: partOf(detail, 'before'), after: partOf(detail, 'after') })
  }
  const applying = work.applying
  return applying ? events.map((event) => ({ ...event, detail: { ...event.detail, ...applying } })) : events
}

/** Runs work noting what its writes change; answers its answer and the changes. */
export async function weigh<T>(work: () => Promise<T>, applying?: Weighing['applying']): Promise<{ answer: T; changes: ProposedChange[] }> {
  const noted: Weighing = { changes: [], ...(applying ? { applying } : {}) }
  const answer = await weighing.run(noted, work)
  return { answer, changes: noted.changes }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The values a change replaces: the fields of its record that differ after, as they were before. */
function replaced(change: ProposedChange): unknown {
  if (!isObject(change.before) || !isObject(change.after)) return change.before
  const after = change.after
  return Object.fromEntries(Object.entries(change.before).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(after[field])))
}

/**
 * What a request's changes replace, as a hash: a record changed in those parts since the request
 * makes a new trial differ. A record it creates has no past, whatever id the trial drew.
 */
export function fingerprintOf(changes: readonly ProposedChange[]): string {
  const parts = changes.map((change) => (change.before === null ? [change.targetType] : [change.targetType, change.targetId, replaced(change)]))
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url')
}

/** The key that seals a held request's input, from the server's secret. */
const sealKey = (services: Services) => createHash('sha256').update(services.secret).update('change-request').digest()

/** A held request's input, encrypted: it may carry a secret (a gateway credential's) that is stored nowhere else. */
function seal(services: Services, input: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(services), iv)
  const text = Buffer.concat([cipher.update(JSON.stringify(input), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')
}

/** A held request's input, opened; null when it cannot be (the server's secret changed since). */
export function openSealed(services: Services, sealed: string): { params: unknown; query: unknown; body: unknown } | null {
  try {
    const data = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', sealKey(services), data.subarray(0, 12))
    decipher.setAuthTag(data.subarray(12, 28))
    return JSON.parse(Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8'))
  } catch {
    return null
  }
}

const secretName = /secret|password|token/i

/** A value with what a secret-named field holds masked, for showing a request. */
function masked(value: unknown, secret = false): unknown {
  if (Array.isArray(value)) return value.map((item) => masked(item, secret))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, masked(item, secret || secretName.test(key))]))
  return secret && value !== null && value !== undefined ? '••••' : value
}

/** A space's approval policy: its saved one, else what every space starts with. */
export async function approvalSettingsOf(db: Kysely<Database>, spaceId: number): Promise<ApprovalSettings> {
  const row = await db.selectFrom('space_config').select('settings').where('space_id', '=', spaceId).executeTakeFirst()
  const saved = approvalSettingsSchema.safeParse((row?.settings as { approvals?: unknown } | undefined)?.approvals)
  return saved.success ? saved.data : defaultApprovalSettings
}

/** A change request's row with its space's name, as every answer reads it. */
export type ChangeRequestRow = Selectable<ChangeRequestTable> & { space: string }

export function changeRequestRows(db: Kysely<Database>) {
  return db.selectFrom('change_request as cr').innerJoin('space as s', 's.id', 'cr.space_id').selectAll('cr').select('s.name as space')
}

const iso = (time: Date | string | null) => (time === null ? null : new Date(time).toISOString())

/** Who a change request is answered to: what they may do with it follows. The audit keeps it as nobody's (null). */
export type RequestViewer = Pick<Principal, 'userId' | 'permissions'> | null

/** A change request as the API answers it to `viewer`, who may decide it or cancel it, or neither. */
export function toChangeRequest(row: ChangeRequestRow, viewer: RequestViewer): ChangeRequest {
  const pending = row.state === 'PENDING'
  const own = viewer !== null && row.requested_by_id !== null && Number(row.requested_by_id) === viewer.userId
  const changes = row.changes as ProposedChange[]
  return {
    id: Number(row.id),
    space: row.space,
    state: row.state as ChangeRequestState,
    policy: row.policy as ApprovalPolicy,
    call: row.call_id,
    method: row.method,
    path: row.path,
    targetType: row.target_type,
    targetId: row.target_id,
    changeCount: changes.length,
    requestedBy: row.requested_by,
    reason: row.reason,
    created: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    decidedBy: row.decided_by,
    decided: iso(row.decided_at),
    request: row.shown_input,
    changes,
    note: row.note,
    canDecide: viewer !== null && pending && !own && viewer.permissions.has('approval.decide') && viewer.permissions.has(row.permission as Permission),
    canCancel: pending && own,
  }
}

function decodedHeader(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    throw fieldError('reason', 'Send the reason percent-encoded (UTF-8)')
  }
}

/** Why the requester asks: the console's header, else the body's own `reason` field when the call takes one. */
function reasonOf(request: FastifyRequest, body: unknown): string | null {
  const header = request.headers[CHANGE_REASON_HEADER]
  const given = typeof header === 'string' ? decodedHeader(header) : isObject(body) && typeof body.reason === 'string' ? body.reason : ''
  const reason = given.trim()
  if (reason.length > 500) throw fieldError('reason', 'At most 500 characters')
  const problem = textProblem(reason)
  if (problem) throw fieldError('reason', problem)
  return reason || null
}

/** A held call's request as sent: path params, query and body, before its schemas read them. */
export interface SentInput {
  params: unknown
  query: unknown
  body: unknown
}

/** Thrown inside a trial whose policy holds it: its transaction rolls back. */
class HeldBack extends Error {}

/**
 * Runs a call under its space's approval policy: as any call when the policy is off or does not
 * hold it, else keeps a change request (202) and changes nothing. `body` is the validated body the
 * policy reads; `sent` is what is kept to run again.
 */
export async function runUnderPolicy(
  services: Services,
  held: { call: CallDef & { approval: ApprovalPolicy }; principal: Principal; request: FastifyRequest; reply: FastifyReply; body: unknown; sent: SentInput },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const { call, principal, request, body } = held
  const policy = call.approval
  const settings = await approvalSettingsOf(services.db, principal.spaceId)
  if (!settings[policy].on) return run()
  let changes: ProposedChange[] = []
  if (decidedByRequest.includes(policy)) {
    if (!policyHolds[policy](settings, { body, changes })) return run()
  } else {
    try {
      return await inHeldTransaction(services.db, async () => {
        const trial = await weigh(run)
        if (!policyHolds[policy](settings, { body, changes: trial.changes })) return trial.answer
        changes = trial.changes
        throw new HeldBack()
      })
    } catch (error) {
      if (!(error instanceof HeldBack)) throw error
    }
    // The trial's write was rolled back: it offers no undo.
    request.undoEvent = null
  }
  // Asking a second person to make a change is itself sensitive: the requester proves it is them.
  await requireRecentProof(services, request)
  const changeRequest = await keepChangeRequest(services, held, settings, changes)
  held.reply.code(202)
  return { changeRequest }
}

/** Keeps a held request, audited as asked for, and answers it as its requester sees it. */
async function keepChangeRequest(
  services: Services,
  { call, principal, request, sent }: { call: CallDef & { approval: ApprovalPolicy }; principal: Principal; request: FastifyRequest; sent: SentInput },
  settings: ApprovalSettings,
  changes: ProposedChange[],
): Promise<ChangeRequest> {
  const reason = reasonOf(request, sent.body)
  const target = changes[0] ?? (call.approval === 'systemCommand' ? { targetType: 'systemCommand', targetId: String((sent.body as { command?: unknown }).command) } : null)
  return auditedWrite(services, { principal, request }, async (trx, now) => {
    const { id } = await trx
      .insertInto('change_request')
      .values({
        space_id: principal.spaceId,
        call_id: callIdOf(call),
        policy: call.approval,
        permission: call.access,
        sealed_input: seal(services, sent),
        shown_input: JSON.stringify(masked({ params: sent.params ?? {}, query: sent.query ?? {}, body: sent.body ?? null })),
        method: call.method,
        path: fillPath(call.path, (sent.params ?? {}) as Record<string, string>),
        changes: JSON.stringify(changes),
        fingerprint: fingerprintOf(changes),
        target_type: target?.targetType ?? null,
        target_id: target?.targetId ?? null,
        requested_by_id: principal.userId,
        requested_by: principal.username,
        reason,
        expires_at: new Date(now.getTime() + settings.expiryHours * 3600_000),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await changeRequestRows(trx).where('cr.id', '=', id).executeTakeFirstOrThrow()
    return { answer: toChangeRequest(row, principal), event: changeRequestEvent('APPROVAL_REQUEST', null, toChangeRequest(row, null)) }
  })
}

/** The audit event of a step of a change request: its record before and after. */
export function changeRequestEvent(type: UserEventType, before: ChangeRequest | null, after: ChangeRequest): WriteEvent {
  return { type, targetType: 'changeRequest', targetId: after.id, detail: { before, after } }
}
