import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import { conflict, fieldError } from '../../errors'
import { registerExportable } from '../../exports'
import type { Services } from '../../services'
import { blacklistSpace, cardBlacklistPage, countBlacklistEntries, findBlacklistEntry, toBlacklistEntry } from './cardBlacklist'
import { cardBinPage, countCardBins, findCardBin, toCardBin } from './cardBins'

const future = (value: string | null | undefined, now: Date) => {
  if (value && new Date(value) <= now) throw fieldError('expiresAt', 'Choose a time in the future')
}

/** Card BINs (the platform's catalogue) and the card blacklist of each space, by card hash. */
export async function registerCardDataRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const bins = calls.cardbin
  const blacklist = calls.cardblacklist
  registerExportable({
    id: 'cardbin',
    call: bins.list,
    page: (s, _principal, query) => cardBinPage(s.db, query),
    count: (s, _principal, query) => countCardBins(s.db, query),
  })
  registerExportable({
    id: 'cardblacklist',
    call: blacklist.list,
    page: (s, principal, query) => cardBlacklistPage(s.db, principal, query, s.now()),
    count: (s, principal, query) => countBlacklistEntries(s.db, principal, query, s.now()),
  })

  bindCall(app, services, bins.list, async ({ query }) => cardBinPage(db, query))

  bindCall(app, services, bins.get, async ({ params }) => toCardBin(await findCardBin(db, params.id)))

  bindCall(app, services, bins.create, async ({ body, principal, request }) => {
    const now = services.now()
    const taken = await db.selectFrom('card_bin').select('id').where('bin', '=', body.bin).executeTakeFirst()
    if (taken) throw conflict(`The card BIN ${body.bin} already exists`)
    const row = await auditedWrite(services, { principal, request }, async (trx) => {
      const inserted = await trx
        .insertInto('card_bin')
        .values({
          bin: body.bin,
          scheme: body.scheme,
          card_type: body.cardType,
          category: body.category,
          level: body.level ?? null,
          issuer: body.issuer ?? null,
          issuer_country: body.issuerCountry ?? null,
          currency: body.currency ?? null,
          three_ds_supported: body.threeDsSupported,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { answer: inserted, event: { type: 'CREATE', targetType: 'cardBin', targetId: body.bin, detail: { after: toCardBin(inserted) } } }
    })
    return toCardBin(row)
  })

  bindCall(app, services, bins.update, async ({ params, body, principal, request }) => {
    const now = services.now()
    const before = await findCardBin(db, params.id)
    const row = await auditedWrite(services, { principal, request }, async (trx) => {
      const updated = await trx
        .updateTable('card_bin')
        .set({
          ...(body.scheme !== undefined ? { scheme: body.scheme } : {}),
          ...(body.cardType !== undefined ? { card_type: body.cardType } : {}),
          ...(body.category !== undefined ? { category: body.category } : {}),
          ...(body.level !== undefined ? { level: body.level } : {}),
          ...(body.issuer !== undefined ? { issuer: body.issuer } : {}),
          ...(body.issuerCountry !== undefined ? { issuer_country: body.issuerCountry } : {}),
          ...(body.currency !== undefined ? { currency: body.currency } : {}),
          ...(body.threeDsSupported !== undefined ? { three_ds_supported: body.threeDsSupported } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          updated_at: now,
        })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return { answer: updated, event: { type: 'UPDATE', targetType: 'cardBin', targetId: params.id, detail: { before: toCardBin(before), after: toCardBin(updated) } } }
    })
    return toCardBin(row)
  })

  bindCall(app, services, bins.remove, async ({ params, principal, request }) => {
    const before = await findCardBin(db, params.id)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.deleteFrom('card_bin').where('id', '=', before.id).execute()
      return { answer: null, event: { type: 'DELETE', targetType: 'cardBin', targetId: params.id, detail: { before: toCardBin(before), after: null } } }
    })
    return { ok: true as const }
  })

  bindCall(app, services, blacklist.list, async ({ query, principal }) => cardBlacklistPage(db, principal, query, services.now()))

  bindCall(app, services, blacklist.get, async ({ params, query, principal }) =>
    toBlacklistEntry(await findBlacklistEntry(db, principal, params.cardId, query.space), services.now()),
  )

  bindCall(app, services, blacklist.create, async ({ body, principal, request }) => {
    const now = services.now()
    future(body.expiresAt, now)
    const spaceId = await blacklistSpace(db, principal, body.space)
    const taken = await db
      .selectFrom('card_blacklist')
      .select('id')
      .where('space_id', '=', spaceId)
      .where('card_hash', '=', body.cardId)
      .executeTakeFirst()
    if (taken) throw conflict('This card is already on the blacklist')
    const spaceName = (await db.selectFrom('space').select('name').where('id', '=', spaceId).executeTakeFirstOrThrow()).name
    const entry = await auditedWrite(services, { principal, request }, async (trx) => {
      await trx
        .insertInto('card_blacklist')
        .values({
          space_id: spaceId,
          card_hash: body.cardId,
          card_bin: body.cardBin ?? null,
          card_last4: body.cardLast4Digits ?? null,
          reason: body.reason,
          expires_at: body.expiresAt ?? null,
          created_by: principal.username,
          created_at: now,
          updated_at: now,
        })
        .execute()
      const after = toBlacklistEntry(await findBlacklistEntry(trx, principal, body.cardId, spaceName), now)
      return { answer: after, event: { type: 'CREATE', targetType: 'cardBlacklist', targetId: body.cardId, detail: { after } } }
    })
    return entry
  })

  bindCall(app, services, blacklist.update, async ({ params, query, body, principal, request }) => {
    const now = services.now()
    future(body.expiresAt, now)
    const before = await findBlacklistEntry(db, principal, params.cardId, query.space)
    return auditedWrite(services, { principal, request }, async (trx) => {
      await trx
        .updateTable('card_blacklist')
        .set({
          ...(body.reason !== undefined ? { reason: body.reason } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.expiresAt !== undefined ? { expires_at: body.expiresAt } : {}),
          updated_at: now,
        })
        .where('id', '=', before.id)
        .execute()
      const after = toBlacklistEntry(await findBlacklistEntry(trx, principal, params.cardId, before.space_name), now)
      return { answer: after, event: { type: 'UPDATE', targetType: 'cardBlacklist', targetId: params.cardId, detail: { before: toBlacklistEntry(before, now), after } } }
    })
  })

  bindCall(app, services, blacklist.remove, async ({ params, query, principal, request }) => {
    const now = services.now()
    const before = await findBlacklistEntry(db, principal, params.cardId, query.space)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.deleteFrom('card_blacklist').where('id', '=', before.id).execute()
      return { answer: null, event: { type: 'DELETE', targetType: 'cardBlacklist', targetId: params.cardId, detail: { before: toBlacklistEntry(before, now), after: null } } }
    })
    return { ok: true as const }
  })
}
