import { randomBytes } from 'node:crypto'
import { calls } from '@domain/calls'
import { merchantGroupSchema } from '@domain/entities/mgroup'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, registerRecordCalls } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import { recordFields } from '../../record-fields'
import type { Services } from '../../services'
import { readUploadedImage } from '../../uploads'
import { sentFilter } from '../../where-sent'
import { deleteFile, isFileKey, saveFile, signedFileUrl } from '../../storage/files'
import { listMerchants } from '../merchant/queries'

/** The logo is kept as a file key; the answer carries a signed URL to it. */
function logoUrlOf(services: Services, key: string | null): string | null {
  return key && isFileKey(key) ? signedFileUrl(services, key) : key
}

/** A group's fields: its space's name (`s`), its logo as a signed URL, and how many merchants it holds. */
function groupFields(services: Services) {
  return recordFields(merchantGroupSchema, 'merchant_group as g', { s: 'space' }, (f) => ({
    space: f.select((eb) => eb.ref('s.name')),
    logoUrl: f.select(
      (eb) => eb.ref('g.logo_url'),
      (key) => logoUrlOf(services, key),
    ),
    merchantCount: f.select(() => sql<number>`(select count(*) from merchant where merchant.group_id = g.id)`),
    created: f.time('created_at'),
  }))
}

/** The groups the principal may see: all, its space's, its own group, or its merchant's group. */
function groupRows(db: Kysely<Database>, principal: Principal) {
  const q = db.selectFrom('merchant_group as g').innerJoin('space as s', 's.id', 'g.space_id')
  if (principal.superAdmin) return q
  const inSpace = q.where('g.space_id', '=', principal.spaceId)
  if (principal.scope === 'GROUP') return inSpace.where('g.id', '=', principal.groupId ?? -1)
  if (principal.scope === 'MERCHANT') return inSpace.where('g.id', 'in', db.selectFrom('merchant').select('group_id').where('id', '=', principal.merchantId ?? -1))
  return inSpace
}

/** Merchant groups: list, create, read, update, logo, and the group's merchants. Every write is audited. */
export async function registerMgroupRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const g = calls.mgroup
  const fields = groupFields(services)
  const group = registerRecordCalls(app, services, {
    calls: { list: g.list, get: g.get, create: g.create, update: g.update },
    fields,
    key: (params) => params.group,
    keyColumn: 'g.name',
    noun: 'Merchant group',
    rows: groupRows,
    list: {
      sorts: { created: 'g.created_at', name: 'g.name' },
      filter: sentFilter({ space: 's.name', status: 'g.status' }, ['g.name', 'g.display_name']),
    },
    create: async ({ db: trx, parent: principal, body, now }) => {
      const space = await trx.selectFrom('space').select(['id', 'name']).where('name', '=', body.space).executeTakeFirst()
      // Only the space's own operators (or the super admin) open groups in it.
      if (!space || !canSeeSpace(principal, space.id) || (!principal.superAdmin && principal.scope !== 'SPACE')) {
        throw fieldError('space', 'No such space', 'no_such')
      }
      const taken = await trx.selectFrom('merchant_group').select('id').where('name', '=', body.name).executeTakeFirst()
      if (taken) throw fieldError('name', 'A merchant group with this name already exists', 'taken')
      const created = await trx
        .insertInto('merchant_group')
        .values({ ...fields.values(body), space_id: space.id, logo_url: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return created.id
    },
    update: async ({ db: trx, body, row }) => {
      const set = fields.values(body)
      if (Object.keys(set).length > 0) await trx.updateTable('merchant_group').set(set).where('id', '=', row.rowId).execute()
      return undefined
    },
    kind: 'merchantGroup',
    audit: { targetId: (entity) => entity.name },
  })

  bindCall(app, services, g.merchants, async ({ params, query, principal }) => {
    const { name } = await group.load(principal, params.group)
    return listMerchants(db, principal, { ...query, group: name }, services.now())
  })

  bindCall(app, services, g.uploadLogo, async ({ params, principal, request }) => {
    const row = await group.load(principal, params.group)
    const { data, extension } = await readUploadedImage(request)
    const key = `logos/groups/${row.rowId}/${randomBytes(12).toString('hex')}.${extension}`
    await saveFile(services, key, data)
    await auditedWrite(services, { principal, request }, async (trx, now) => {
      await trx.updateTable('merchant_group').set({ logo_url: key }).where('id', '=', row.rowId).execute()
      const before = fields.entity(row, now)
      const after = fields.entity(await fields.rows(groupRows(trx, principal)).where('g.id', '=', row.rowId).executeTakeFirstOrThrow(), now)
      return { answer: null, event: group.event(principal, 'update', { before, after }) }
    })
    if (row.logoUrl && isFileKey(row.logoUrl)) await deleteFile(services, row.logoUrl)
    return { logoUrl: signedFileUrl(services, key) }
  })
}
