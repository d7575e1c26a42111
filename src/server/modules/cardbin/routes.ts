import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { insertRow, registerRecordCalls } from '../../crud'
import { conflict } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { cardBinFields, cardBinPage, countCardBins } from './queries'

const bins = calls.cardbin

const alreadyExists = (bin: string) => conflict(`The card BIN ${bin} already exists`, { reason: 'alreadyExists' })

/** Card BINs: the platform's catalogue, a BIN named by itself. */
export async function registerCardBinRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindExportableList(app, services, {
    id: 'cardbin',
    call: bins.list,
    page: (s, _principal, query) => cardBinPage(s.db, query, s.now()),
    count: (s, _principal, query) => countCardBins(s.db, query),
  })
  registerRecordCalls(app, services, {
    calls: { get: bins.get, create: bins.create, update: bins.update, remove: bins.remove },
    fields: cardBinFields,
    keyColumn: 'cb.bin',
    noun: 'Card BIN',
    rows: (trx) => cardBinFields.query(trx),
    createdStatus: 200,
    create: async ({ db: trx, body, now }) => {
      if (await trx.selectFrom('card_bin').select('id').where('bin', '=', body.bin).executeTakeFirst()) throw alreadyExists(body.bin)
      return insertRow(trx, 'card_bin', now, cardBinFields.values(body))
    },
    kind: 'cardBin',
    audit: { targetId: (bin) => bin.bin },
  })
}
