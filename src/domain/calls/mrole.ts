import { z } from 'zod'
import { defineCall } from '../call'
import { okAnswerSchema, textId } from '../entities/common'
import { roleInputSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from '../entities/mrole'
import { pageSchema } from '../pagination'

const area = 'mrole'
const params = z.object({ space: textId, name: textId })

export const mroleCalls = {
  list: defineCall({ area, method: 'GET', path: 'mrole', access: 'role.read', query: roleListQuerySchema, response: pageSchema(roleSchema) }),
  get: defineCall({ area, method: 'GET', path: 'mrole/{space}/{name}', access: 'role.read', params, response: roleSchema }),
  create: defineCall({ area, method: 'POST', path: 'mrole', access: 'role.write', body: roleInputSchema, response: roleSchema }),
  update: defineCall({ area, method: 'PUT', path: 'mrole/{space}/{name}', access: 'role.write', params, body: roleUpdateSchema, response: roleSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'mrole/{space}/{name}', access: 'role.write', params, response: okAnswerSchema }),
}
