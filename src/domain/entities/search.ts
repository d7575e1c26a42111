import { z } from 'zod'
import { valueShapes } from '../value-shapes'

export const searchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Type a value to search for').max(200, 'Enter at most 200 characters'),
})

/**
 * One record the value leads to. `value` is what a jump filters on (the card hash, the BIN,
 * the email, ...); `id` and `merchantName` name a transaction or customer record; `count` is
 * how many transactions carry the value, up to the cap, `countCapped` when there are more.
 */
export const searchHitSchema = z.object({
  kind: z.enum(valueShapes),
  value: z.string(),
  label: z.string(),
  count: z.number().int().optional(),
  countCapped: z.boolean().optional(),
  merchantName: z.string().optional(),
  id: z.string().optional(),
})
export type SearchHit = z.infer<typeof searchHitSchema>

/** The kinds the value was read as, and the hits, grouped by kind in `valueShapes` order. */
export const searchAnswerSchema = z.object({
  query: z.string(),
  recognised: z.array(z.enum(valueShapes)),
  hits: z.array(searchHitSchema),
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>
