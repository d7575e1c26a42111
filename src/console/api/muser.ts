import { muserCalls } from '@domain/calls/muser'
import type { AdminUser } from '@domain/entities/muser'
import { adminUserFilterFields } from '@domain/filters/muser'
import { callQuery } from './call-query'
import { type AuditTarget, defineRecordKind, historyKeys, textKeyed } from './record-kind'

/** Admin users, named in the URL by their username. */
export const muser = defineRecordKind({
  kind: 'user',
  calls: muserCalls,
  filters: adminUserFilterFields,
  ...textKeyed((row: AdminUser) => row.username, (user) => ({ user })),
  // A user has no update stamp: what the screen changes is what a save changes.
  version: (row) => [row.email, row.realName, row.status, row.scope, row.group, row.merchant, row.locale, row.timezone, row.roles.join(','), row.passwordExpiration].join('|'),
})

/** How many events a record's History panel shows; the audit log has them all. */
export const HISTORY_EVENTS_SHOWN = 20

/** The latest audit events of one record, newest first, for its History panel. */
export const recordHistoryQueryOptions = (target: AuditTarget) =>
  callQuery(historyKeys.of(target), muserCalls.events, { query: { ...target, limit: HISTORY_EVENTS_SHOWN, sort: '-created' } })

export const userSessionKeys = {
  of: (username: string) => ['muser', 'sessions', username] as const,
}

/** A user's sign-ins that have not ended, for the user's page: a user has a handful, so one page holds them. */
export const userSessionsQueryOptions = (username: string) => callQuery(userSessionKeys.of(username), muserCalls.sessions, { params: { user: username }, query: { limit: 100 } })
