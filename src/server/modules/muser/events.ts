import { calls } from '@domain/calls'
import type { UserEvent } from '@domain/entities/muser'
import type { UserEventType } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { actionOf } from '../../audit'
import type { Principal } from '../../auth/principal'
import { userInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { bindExportableList } from '../../exports'
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

/** The audit log: who did what to which record, newest first, with each write's before and after; exported as it is listed. */
export function registerUserEventRoutes(app: FastifyInstance, services: Services): void {
  bindExportableList(app, services, {
    id: 'userevent',
    call: calls.muser.events,
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
