import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../../auth/principal'
import { endSessions, liveSessions, revokeFamilies, sessionEntity } from '../../auth/session-record'
import { bindCall } from '../../calls'
import { auditedWrite, registerRecordCalls } from '../../crud'
import type { Services } from '../../services'

/** The users an admin manages, as the user record's calls find them: `load` answers 404 outside the admin's scope, `mayChange` refuses 403. */
export interface ManagedUsers<Row extends { rowId: number }> {
  load: (principal: Principal, username: string) => Promise<Row>
  mayChange: (principal: Principal, row: Row) => void
}

/**
 * A user's sign-ins on the user's page, for an admin who manages the user: the list, and the end
 * of one or all of them, each audited as SESSION_END with the session before it ended.
 */
export function registerUserSessionCalls<Row extends { rowId: number }>(app: FastifyInstance, services: Services, users: ManagedUsers<Row>): void {
  const u = calls.muser
  registerRecordCalls(app, services, {
    calls: { list: u.sessions, remove: u.endSession },
    parent: async ({ params, principal }) => ({ principal, user: await users.load(principal, params.user) }),
    kind: 'session',
    noun: 'Session',
    rows: (db, { user }) => liveSessions(db, services.now()).where('a.user_id', '=', user.rowId),
    idColumn: 'a.family_id',
    key: (params) => params.session,
    toEntity: (row, { principal }) => sessionEntity(row, services.now(), principal.sessionId),
    list: { sorts: { lastActiveAt: 'a.last_active_at', startedAt: 'a.started_at' } },
    canChange: (_row, { principal, user }) => users.mayChange(principal, user),
    remove: async ({ db, row }) => {
      await revokeFamilies({ ...services, db }, [row.rowId])
    },
    audit: { type: 'SESSION_END', targetId: (session) => session.id },
  })

  bindCall(app, services, u.endSessions, async ({ params, principal, request }) => {
    const user = await users.load(principal, params.user)
    users.mayChange(principal, user)
    const ended = await auditedWrite(services, { principal, request }, async (db, now) => {
      const events = await endSessions(services, db, liveSessions(db, now).where('a.user_id', '=', user.rowId))
      return { answer: events.length, event: events }
    })
    return { ended }
  })
}
