import { z } from 'zod'
import { defineCall, heldBy, recordCalls } from '../call'
import { textId } from '../entities/common'
import * as muser from '../entities/muser'
import { avatarAnswerSchema, endedSessionsAnswerSchema, okAnswerSchema, sessionParams, sessionSchema } from '../entities/user'
import { listQuerySchema, pageSchema } from '../pagination'

const area = 'muser'
const params = z.object({ user: textId })
const { create, list, get, update } = recordCalls({
  area,
  path: 'muser',
  params,
  read: 'user.read',
  write: 'user.write',
  entity: muser.adminUserSchema,
  listQuery: muser.adminUserListQuerySchema,
  create: muser.adminUserInputSchema,
  update: muser.adminUserUpdateSchema,
})

/** A write to one user that answers with the user. */
const userWrite = <B extends z.ZodType>(method: 'PUT' | 'POST' | 'DELETE', part: string, body: B) =>
  defineCall({ area, method, path: `muser/{user}/${part}`, access: 'user.write', params, body, response: muser.adminUserSchema })

export const muserCalls = {
  create,
  list,
  get,
  /** A change of the user's scope (its space, group or merchant) may wait for a second person. */
  update: heldBy('scope', update),
  uploadAvatar: defineCall({ area, method: 'POST', path: 'muser/{user}/avatar', access: 'user.write', params, multipart: true, response: avatarAnswerSchema }),
  setStatus: userWrite('PUT', 'status', muser.adminUserStatusSchema),
  setPassword: userWrite('PUT', 'password', muser.adminUserPasswordSchema),
  addRole: heldBy('permissions', userWrite('POST', 'role', muser.adminUserRoleSchema)),
  removeRole: heldBy('permissions', userWrite('DELETE', 'role', muser.adminUserRoleSchema)),
  /**
   * A user's sign-ins that have not ended, and their end, one or all: for those who manage the
   * user (user.write, in scope), since they show where the user signs in from.
   */
  sessions: defineCall({ area, method: 'GET', path: 'muser/{user}/sessions', access: 'user.write', params, query: listQuerySchema, response: pageSchema(sessionSchema) }),
  endSession: defineCall({ area, method: 'DELETE', path: 'muser/{user}/sessions/{session}', access: 'user.write', params: params.extend(sessionParams.shape), response: okAnswerSchema }),
  endSessions: defineCall({ area, method: 'DELETE', path: 'muser/{user}/sessions', access: 'user.write', params, response: endedSessionsAnswerSchema }),
  events: defineCall({ area, method: 'GET', path: 'muserevent', access: 'user.audit', query: muser.userEventListQuerySchema, response: pageSchema(muser.userEventSchema) }),
  /** Checks that no audit row was changed, removed or added since it was written: each row holds the hash of the one before it in its space. */
  verifyEvents: defineCall({ area, method: 'GET', path: 'muserevent/verify', access: 'user.audit', query: muser.auditVerifyQuerySchema, response: muser.auditVerifySchema, heavy: true }),
  /** The audit rows of a period, streamed as the list answers them (NDJSON or CSV); the export is itself audited. */
  exportEvents: defineCall({ area, method: 'GET', path: 'muserevent/export', access: 'user.audit', query: muser.auditExportQuerySchema, raw: true }),
}
