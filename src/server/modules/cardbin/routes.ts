import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite, sentColumns } from '../../crud'
import { conflict } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { cardBinPage, countCardBins, findCardBin, toCardBin } from './queries'

/** Card BINs: the platform's catalogue. */
export async function registerCardBinRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const bins = calls.cardbin
  bindExportableList(app, services, {
    id: 'cardbin',
    call: bins.list,
    page: (s, _principal, query) => cardBinPage(s.db, query),
    count: (s, _principal, query) => countCardBins(s.db, query),
  })

  bindCall(app, services, bins.get, async ({ params }) => toCardBin(await findCardBin(db, params.id)))

  bindCall(app, services, bins.create, async ({ body, principal, request }) => {
    const now = services.now()
    const taken = await db.selectFrom('card_bin').select('id').where('bin', '=', body.bin).executeTakeFirst()
    if (taken) throw conflict(`The card BIN ${body.bin} already exists`, { reason: 'alreadyExists' })
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
          ...sentColumns('card_bin', body, {
            scheme: 'scheme',
            cardType: 'card_type',
            category: 'category',
            level: 'level',
            issuer: 'issuer',
            issuerCountry: 'issuer_country',
            currency: 'currency',
            threeDsSupported: 'three_ds_supported',
            status: 'status',
          }),
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
}
