import { z } from 'zod'
import { listQuerySchema } from '../pagination'
import { messages, requiredText, times } from './common'

/** A named console view of its owner: a path and its search string, so also a shareable link. */
export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  ...times,
})
export type SavedSearch = z.infer<typeof savedSearchSchema>

/** A console path with its search: `/cardBins?scheme=VISA`; never another site. */
export const consoleUrl = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .max(2000, messages.maxLength(2000))
  .regex(/^\/(?!\/)[^\s]*$/, messages.format)

export const savedSearchInputSchema = z.object({
  name: requiredText(100),
  url: consoleUrl,
})
export const savedSearchUpdateSchema = savedSearchInputSchema.partial()

export const savedSearchListQuerySchema = listQuerySchema.extend({
  /** Only saved searches whose name contains this. */
  name: z.string().max(100).optional(),
})
