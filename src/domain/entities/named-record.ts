import { z } from 'zod'

/**
 * What names a space, a group or a merchant wherever the API shows one: its id, its key and the
 * name people read. Kept apart from common.ts so the user record needs nothing more than zod.
 */
export const namedRecord = { id: z.number(), name: z.string(), displayName: z.string() }

/** A space, group or merchant as another record points at it. */
export const namedRecordRef = z.object(namedRecord)
