import { z } from 'zod'
import { listQuerySchema } from '../pagination'
import { permissions } from '../permissions'
import { isoTime, keyFilter, nameKey, optionalText, patchOf, spacesRecord, textSearch } from './common'

/** A role: a named permission set of one space. */
export const roleSchema = z.object({
  ...spacesRecord,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.enum(permissions)),
  userCount: z.number().int(),
  created: isoTime,
})
export type Role = z.infer<typeof roleSchema>

export const roleInputSchema = z.object({
  space: nameKey,
  name: nameKey,
  description: optionalText(500),
  permissions: z.array(z.enum(permissions)).max(permissions.length).default([]),
})
export const roleUpdateSchema = patchOf(roleInputSchema.omit({ space: true, name: true }))

export const roleListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  permission: z.enum(permissions).optional(),
  q: textSearch,
})
