import { z } from 'zod'
import { recordCalls } from '../call'
import { textId } from '../entities/common'
import { roleInputSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from '../entities/mrole'

export const mroleCalls = recordCalls({
  area: 'mrole',
  path: 'mrole',
  params: z.object({ space: textId, name: textId }),
  read: 'role.read',
  write: 'role.write',
  entity: roleSchema,
  listQuery: roleListQuerySchema,
  create: roleInputSchema,
  update: roleUpdateSchema,
})
