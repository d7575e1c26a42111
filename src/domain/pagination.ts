import { z } from 'zod'

/**
 * Keyset pagination: `cursor` is opaque to the client and stable under inserts. Strict, as is
 * every list's `.extend(...)` of it: a parameter the list does not know is a 400 naming it,
 * never a filter silently ignored.
 */
export const listQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(500).optional(),
  sort: z.string().max(100).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/**
 * A list's first page may say how many rows match: counted up to this many and one more, so a
 * `total` above it means "more than LIST_COUNT_CAP" and the count stays cheap on any filter.
 */
export const LIST_COUNT_CAP = 10_000

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().optional(),
  })
}
export type Page<T> = { items: T[]; nextCursor: string | null; total?: number }
