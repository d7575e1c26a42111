import { z } from 'zod'

/** What an undo answers: its own audit event and the events of the write it reversed. */
export const undoAnswerSchema = z.object({
  eventId: z.number(),
  undone: z.array(z.number()),
})
export type UndoAnswer = z.infer<typeof undoAnswerSchema>
