import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow, updateRow, type WriteEvent, type Writer } from '../../crud'
import { conflict, mustExpireLater } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { type BlacklistRow, blacklistSpace, cardBlacklistPage, countBlacklistEntries, entryFields, findBlacklistEntry } from './queries'

/** The card blacklist of each space, by card hash. */
export async function registerCardBlacklistRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const blacklist = calls.cardblacklist
  bindExportableList(app, services, {
    id: 'cardblacklist',
    call: blacklist.list,
    page: (s, principal, query) => cardBlacklistPage(s.db, principal, query, s.now()),
    count: (s, principal, query) => countBlacklistEntries(s.db, principal, query, s.now()),
  })

  bindCall(app, services, blacklist.get, async ({ params, query, principal }) =>
    entryFields.entity(await findBlacklistEntry(db, principal, params.cardId, query.space), services.now()),
  )

  bindCall(app, services, blacklist.create, async ({ body, principal, request }) => {
    const now = services.now()
    mustExpireLater(body.expiresAt, now)
    const spaceId = await blacklistSpace(db, principal, body.space)
    const taken = await db
      .selectFrom('card_blacklist')
      .select('id')
      .where('space_id', '=', spaceId)
      .where('card_hash', '=', body.cardId)
      .executeTakeFirst()
    if (taken) throw conflict('This card is already on the blacklist', { reason: 'alreadyExists' })
    const spaceName = (await db.selectFrom('space').select('name').where('id', '=', spaceId).executeTakeFirstOrThrow()).name
    const entry = await auditedWrite(services, { principal, request }, async (trx) => {
      await insertRow(trx, 'card_blacklist', now, { ...entryFields.values(body), space_id: spaceId, created_by: principal.username })
      const after = entryFields.entity(await findBlacklistEntry(trx, principal, body.cardId, spaceName), now)
      return { answer: after, event: { type: 'CREATE', action: 'BLOCKED', targetType: 'cardBlacklist', targetId: body.cardId, detail: { before: null, after } } }
    })
    return entry
  })

  bindCall(app, services, blacklist.update, async ({ params, query, body, principal, request }) => {
    const now = services.now()
    mustExpireLater(body.expiresAt, now)
    const before = await findBlacklistEntry(db, principal, params.cardId, query.space)
    return auditedWrite(services, { principal, request }, async (trx) => {
      await updateRow(trx, 'card_blacklist', before.rowId, now, entryFields.values(body))
      const after = entryFields.entity(await findBlacklistEntry(trx, principal, params.cardId, before.space), now)
      return { answer: after, event: { type: 'UPDATE', targetType: 'cardBlacklist', targetId: params.cardId, detail: { before: entryFields.entity(before, now), after } } }
    })
  })

  bindCall(app, services, blacklist.remove, async ({ params, query, principal, request }) => {
    await removeEntries(services, { principal, request }, [params.cardId], query.space)
    return { ok: true as const }
  })

  bindCall(app, services, blacklist.removeBatch, async ({ body, principal, request }) => ({
    deleted: await removeEntries(services, { principal, request }, [...new Set(body.cardIds)], body.space),
  }))
}

/** Deletes entries of the caller's blacklist (of one space when named), each audited before: all of them, or none (404 for one it does not see). */
async function removeEntries(services: Services, writer: Writer, cardIds: string[], space?: string): Promise<number> {
  const now = services.now()
  const entries: BlacklistRow[] = []
  for (const cardId of cardIds) entries.push(await findBlacklistEntry(services.db, writer.principal, cardId, space))
  return auditedWrite(services, writer, async (trx) => {
    await trx
      .deleteFrom('card_blacklist')
      .where('id', 'in', entries.map((entry) => entry.rowId))
      .execute()
    const events: WriteEvent[] = entries.map((entry, at) => ({
      type: 'DELETE',
      targetType: 'cardBlacklist',
      targetId: cardIds[at]!,
      detail: { before: entryFields.entity(entry, now), after: null },
    }))
    return { answer: entries.length, event: events }
  })
}
