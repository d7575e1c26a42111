import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { textId } from '../entities/common'
import * as muser from '../entities/muser'
import { avatarAnswerSchema } from '../entities/user'
import { pageSchema } from '../pagination'

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
  update,
  uploadAvatar: defineCall({ area, method: 'POST', path: 'muser/{user}/avatar', access: 'user.write', params, multipart: true, response: avatarAnswerSchema }),
  setStatus: userWrite('PUT', 'status', muser.adminUserStatusSchema),
  setPassword: userWrite('PUT', 'password', muser.adminUserPasswordSchema),
  addRole: userWrite('POST', 'role', muser.adminUserRoleSchema),
  removeRole: userWrite('DELETE', 'role', muser.adminUserRoleSchema),
  events: defineCall({ area, method: 'GET', path: 'muserevent', access: 'user.audit', query: muser.userEventListQuerySchema, response: pageSchema(muser.userEventSchema) }),
}
