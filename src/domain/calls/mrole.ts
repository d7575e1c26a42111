import { recordCalls } from '../call'
import { roleInputSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from '../entities/mrole'
import { spaceNameParams } from './params'

export const mroleCalls = recordCalls({
  area: 'mrole',
  path: 'mrole',
  params: spaceNameParams,
  read: 'role.read',
  write: 'role.write',
  entity: roleSchema,
  listQuery: roleListQuerySchema,
  create: roleInputSchema,
  update: roleUpdateSchema,
})
