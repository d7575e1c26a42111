import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../../auth/principal'
import { liveSessions, revokeFamilies, sessionEntity } from '../../auth/session-record'
import { registerRecordCalls } from '../../crud'
import type { Services } from '../../services'

/**
 * The signed-in user's own sign-ins: the list, the one asking marked `current`, and the end of
 * any of them (audited SESSION_END with the session before it ended).
 */
export function registerOwnSessionCalls(app: FastifyInstance, services: Services): void {
  const c = calls.auth
  registerRecordCalls(app, services, {
    calls: { list: c.sessions, remove: c.endSession },
    kind: 'session',
    noun: 'Session',
    rows: (db, principal: Principal) => liveSessions(db, services.now()).where('a.user_id', '=', principal.userId),
    idColumn: 'a.family_id',
    key: (params) => params.session,
    toEntity: (row, principal) => sessionEntity(row, services.now(), principal.sessionId),
    list: { sorts: { lastActiveAt: 'a.last_active_at', startedAt: 'a.started_at' } },
    remove: async ({ db, row }) => {
      await revokeFamilies({ ...services, db }, [row.rowId])
    },
    audit: { type: 'SESSION_END', targetId: (session) => session.id },
  })
}
