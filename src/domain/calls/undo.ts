import { z } from 'zod'
import { defineCall } from '../call'
import { numericId } from '../entities/common'
import { undoAnswerSchema } from '../entities/undo'

/**
 * Reverses a write of the caller's own, named by the audit event its answer gave in
 * `x-undo-event`, within UNDO_WINDOW_MS. The permission is the original write's, checked by the
 * server, so the entry asks only for a session.
 */
export const undoCalls = {
  undo: defineCall({ area: 'undo', method: 'POST', path: 'undo/{eventId}', access: 'signedIn', params: z.object({ eventId: numericId }), response: undoAnswerSchema }),
}
