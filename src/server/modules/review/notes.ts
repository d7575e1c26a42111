import type { ReviewNote } from '@domain/entities/review'
import { auditedWrite, type Writer } from '../../crud'
import { isoTime } from '../../mappers'
import type { Services } from '../../services'
import { lockCase, reviewCaseEvent } from './claims'

/** A note on a case the caller sees, audited as REVIEW_NOTE; any analyst of the case may write one, held or not. */
export async function addNote(services: Services, writer: Writer, id: number, text: string): Promise<ReviewNote> {
  const { principal } = writer
  return auditedWrite(services, writer, async (trx, now) => {
    await lockCase(trx, principal, id)
    const row = await trx
      .insertInto('review_note')
      .values({ case_id: id, text, author: principal.username, created_at: now })
      .returning(['id', 'text', 'author', 'created_at'])
      .executeTakeFirstOrThrow()
    const after: ReviewNote = { id: Number(row.id), text: row.text, author: row.author, created: isoTime(row.created_at) }
    return { answer: after, event: reviewCaseEvent({ type: 'REVIEW_NOTE', targetId: id, detail: { after } }) }
  })
}
