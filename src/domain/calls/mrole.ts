import { heldBy, recordCalls } from '../call'
import { roleInputSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from '../entities/mrole'
import { spaceNameParams } from './params'

const roles = recordCalls({
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

/** A change of a role's permissions may wait for a second person. */
export const mroleCalls = { ...roles, update: heldBy('permissions', roles.update) }
