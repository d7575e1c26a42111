import { calls } from '@domain/calls'
import type { AuditBreak, AuditVerify, UserEvent } from '@domain/entities/muser'
import type { UserEventType } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { actionOf } from '../../audit'
import { type ChainBreak, checkChain } from '../../audit-chain'
import type { Principal } from '../../auth/principal'
import { userInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { bindExportableList, sendExport, startExport } from '../../exports'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import type { Services } from '../../services'
import { whereSent } from '../../where-sent'

/** Events that tell of something refused or gone wrong; a failed system command says so in its detail. */
const failureTypes: UserEventType[] = ['LOGIN_FAILED', 'LOCKED', 'TOKEN_REUSE']
const failed = sql<boolean>`(e.type in (${sql.join(failureTypes)}) or e.detail->>'outcome' = 'FAILURE')`

/**
 * The audit events the principal may read: all for the super admin, its space's for a SPACE
 * user, and those of the users it manages for a GROUP or MERCHANT user.
 */
function eventRows(db: Kysely<Database>, principal: Principal) {
  let q = db
    .selectFrom('user_event as e')
    .leftJoin('space as s', 's.id', 'e.space_id')
    .select(['e.id as rowId', 'e.id', 'e.user_id', 'e.username', 'e.type', 'e.target_type', 'e.target_id', 'e.ip', 'e.detail', 'e.created_at', 's.name as space_name'])
  if (principal.superAdmin) return q
  if (principal.scope === 'SPACE') return q.where('e.space_id', '=', principal.spaceId)
  q = q.where('e.user_id', 'in', db.selectFrom('app_user as u').select('u.id').where(userInScope(principal, 'u')))
  return q
}

type EventRow = RowOf<typeof eventRows>

const toEvent = (row: EventRow): UserEvent => ({
  id: Number(row.id),
  userId: row.user_id === null ? null : Number(row.user_id),
  username: row.username,
  space: row.space_name,
  type: row.type as UserEventType,
  action: actionOf(row.detail),
  targetType: row.target_type,
  targetId: row.target_id,
  ip: row.ip,
  detail: row.detail,
  created: new Date(row.created_at).toISOString(),
})

/**
 * The chains the principal may check, by space: the super admin's every one (the events of no
 * space last) or the one `space` names; anyone else's its own space's. A space it may not see is 404.
 */
async function chainsOf(db: Kysely<Database>, principal: Principal, space: string | undefined) {
  let spaces = db.selectFrom('space').select(['id', 'name']).orderBy('id')
  if (!principal.superAdmin) spaces = spaces.where('id', '=', principal.spaceId)
  if (space !== undefined) spaces = spaces.where('name', '=', space)
  const found = (await spaces.execute()).map((row) => ({ id: Number(row.id) as number | null, name: row.name as string | null }))
  if (found.length === 0) throw notFound('Space')
  return principal.superAdmin && space === undefined ? [...found, { id: null, name: null }] : found
}

/**
 * The break as the principal may read it: a GROUP or MERCHANT user checks its space's whole chain
 * but is told of a row only if it sees that row in the audit log.
 */
async function breakAsSeen(db: Kysely<Database>, principal: Principal, space: string | null, broken: ChainBreak): Promise<AuditBreak> {
  const seen = broken.event !== null && (await eventRows(db, principal).where('e.id', '=', broken.event).executeTakeFirst()) !== undefined
  return {
    reason: broken.reason,
    event: seen ? broken.event : null,
    position: broken.position,
    space,
    created: seen && broken.created ? broken.created.toISOString() : null,
  }
}

/**
 * The audit log: who did what to which record, newest first, with each write's before and after;
 * exported as it is listed (each export audited), and its chains checked row by row.
 */
export function registerUserEventRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services

  bindCall(app, services, calls.muser.verifyEvents, async ({ query, principal }): Promise<AuditVerify> => {
    const chains: AuditVerify['chains'] = []
    let firstBreak: AuditBreak | null = null
    for (const space of await chainsOf(db, principal, query.space)) {
      const check = await checkChain(db, space.id)
      chains.push({ space: space.name, rows: check.rows, removedThrough: check.removedThrough, head: check.head, intact: check.break === null })
      if (check.break && !firstBreak) firstBreak = await breakAsSeen(db, principal, space.name, check.break)
    }
    return { intact: firstBreak === null, rows: chains.reduce((sum, chain) => sum + chain.rows, 0), chains, break: firstBreak, checked: services.now().toISOString() }
  })

  bindCall(app, services, calls.muser.exportEvents, async ({ query, principal, request, reply }) => {
    const { format, from, to } = query
    const answer = await startExport(services, principal, 'userevent', format, { from, to }, request.ip)
    return sendExport(reply, { ...answer, filename: `userevent-${from.slice(0, 10)}-${to.slice(0, 10)}.${format}` })
  })

  bindExportableList(app, services, {
    id: 'userevent',
    call: calls.muser.events,
    audited: 'auditTrail',
    page: (s, principal, query) => {
      let q = whereSent(eventRows(s.db, principal), query, { username: 'e.username', type: 'e.type', targetType: 'e.target_type', targetId: 'e.target_id', space: 's.name' })
      if (query.outcome) q = q.where(query.outcome === 'FAILURE' ? failed : sql<boolean>`not ${failed}`)
      if (query.from) q = q.where('e.created_at', '>=', new Date(query.from))
      if (query.to) q = q.where('e.created_at', '<=', new Date(query.to))
      const sort = parseSort(query.sort, { created: 'e.created_at' })
      return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'e.id' }, toEvent)
    },
  })
}
