import { z } from 'zod'
import { containsCardNumber } from '../card-number'
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

/** The URL's text as read: `+` and `%20` are spaces. */
function decoded(url: string): string {
  const spaced = url.replaceAll('+', ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/** A console path with its search: `/cardBins?scheme=VISA`; never another site, never a card number in a filter. */
export const consoleUrl = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .max(2000, messages.maxLength(2000))
  .regex(/^\/(?!\/)[^\s]*$/, messages.format)
  .refine((url) => !containsCardNumber(decoded(url)), messages.cardNumber)

export const savedSearchInputSchema = z.object({
  name: requiredText(100),
  url: consoleUrl,
})
export const savedSearchUpdateSchema = savedSearchInputSchema.partial()

export const savedSearchListQuerySchema = listQuerySchema.extend({
  /** Only saved searches whose name contains this. */
  name: z.string().max(100).optional(),
})
