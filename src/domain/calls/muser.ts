import { z } from 'zod'
import { defineCall } from '../call'
import { textId } from '../entities/common'
import {
  adminUserInputSchema,
  adminUserListQuerySchema,
  adminUserPasswordSchema,
  adminUserRoleSchema,
  adminUserSchema,
  adminUserStatusSchema,
  adminUserUpdateSchema,
  userEventListQuerySchema,
  userEventSchema,
} from '../entities/muser'
import { avatarAnswerSchema } from '../entities/user'
import { pageSchema } from '../pagination'

const area = 'muser'
const params = z.object({ user: textId })

export const muserCalls = {
  create: defineCall({ area, method: 'POST', path: 'muser', access: 'user.write', body: adminUserInputSchema, response: adminUserSchema }),
  list: defineCall({ area, method: 'GET', path: 'muser', access: 'user.read', query: adminUserListQuerySchema, response: pageSchema(adminUserSchema) }),
  get: defineCall({ area, method: 'GET', path: 'muser/{user}', access: 'user.read', params, response: adminUserSchema }),
  update: defineCall({ area, method: 'PUT', path: 'muser/{user}', access: 'user.write', params, body: adminUserUpdateSchema, response: adminUserSchema }),
  uploadAvatar: defineCall({ area, method: 'POST', path: 'muser/{user}/avatar', access: 'user.write', params, multipart: true, response: avatarAnswerSchema }),
  setStatus: defineCall({ area, method: 'PUT', path: 'muser/{user}/status', access: 'user.write', params, body: adminUserStatusSchema, response: adminUserSchema }),
  setPassword: defineCall({ area, method: 'PUT', path: 'muser/{user}/password', access: 'user.write', params, body: adminUserPasswordSchema, response: adminUserSchema }),
  addRole: defineCall({ area, method: 'POST', path: 'muser/{user}/role', access: 'user.write', params, body: adminUserRoleSchema, response: adminUserSchema }),
  removeRole: defineCall({ area, method: 'DELETE', path: 'muser/{user}/role', access: 'user.write', params, body: adminUserRoleSchema, response: adminUserSchema }),
  events: defineCall({ area, method: 'GET', path: 'muserevent', access: 'user.audit', query: userEventListQuerySchema, response: pageSchema(userEventSchema) }),
}
