import { z } from 'zod'
import { entityStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, keyFilter, nameKey, requiredText, textSearch } from './common'
import { namedRecord } from './named-record'

/** A merchant group (mgroup): merchants of one space managed together. */
export const merchantGroupSchema = z.object({
  ...namedRecord,
  space: z.string(),
  logoUrl: z.string().nullable(),
  status: z.enum(entityStatuses),
  merchantCount: z.number().int(),
  created: isoTime,
})
export type MerchantGroup = z.infer<typeof merchantGroupSchema>

export const merchantGroupInputSchema = z.object({
  name: nameKey,
  displayName: requiredText(120),
  space: nameKey,
})
export const merchantGroupUpdateSchema = z
  .object({ displayName: requiredText(120), status: z.enum(['ACTIVE', 'DISABLED']) })
  .partial()

export const merchantGroupListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  status: z.enum(entityStatuses).optional(),
  q: textSearch,
})

export const logoAnswerSchema = z.object({ logoUrl: z.string() })
