import { randomBytes } from 'node:crypto'
import { calls } from '@domain/calls'
import type { MerchantGroup } from '@domain/entities/mgroup'
import type { EntityStatus } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, sentColumns } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import type { Services } from '../../services'
import { readUploadedImage } from '../../uploads'
import { sentFilter } from '../../where-sent'
import { deleteFile, isFileKey, saveFile, signedFileUrl } from '../../storage/files'
import { listMerchants } from '../merchant/queries'

/** The groups the principal may see: all, its space's, its own group, or its merchant's group. */
function groupRows(db: Kysely<Database>, principal: Principal) {
  let q = db
    .selectFrom('merchant_group as g')
    .innerJoin('space as s', 's.id', 'g.space_id')
    .select([
      'g.id as rowId',
      'g.id',
      'g.name',
      'g.display_name',
      'g.logo_url',
      'g.status',
      'g.created_at',
      's.name as space_name',
      sql<number>`(select count(*) from merchant where merchant.group_id = g.id)`.as('merchant_count'),
    ])
  if (principal.superAdmin) return q
  q = q.where('g.space_id', '=', principal.spaceId)
  if (principal.scope === 'GROUP') q = q.where('g.id', '=', principal.groupId ?? -1)
  if (principal.scope === 'MERCHANT') q = q.where('g.id', 'in', db.selectFrom('merchant').select('group_id').where('id', '=', principal.merchantId ?? -1))
  return q
}

type GroupRow = RowOf<typeof groupRows>

/** The logo is kept as a file key; the answer carries a signed URL to it. */
function logoUrlOf(services: Services, key: string | null): string | null {
  return key && isFileKey(key) ? signedFileUrl(services, key) : key
}

function toGroup(services: Services, row: GroupRow): MerchantGroup {
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    space: row.space_name,
    logoUrl: logoUrlOf(services, row.logo_url),
    status: row.status as EntityStatus,
    merchantCount: Number(row.merchant_count),
    created: new Date(row.created_at).toISOString(),
  }
}

const sorts = { created: 'g.created_at', name: 'g.name' }

/** Merchant groups: list, create, read, update, logo, and the group's merchants. Every write is audited. */
export async function registerMgroupRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const g = calls.mgroup

  async function groupOf(principal: Principal, name: string): Promise<GroupRow> {
    const row = await groupRows(db, principal).where('g.name', '=', name).executeTakeFirst()
    if (!row) throw notFound('Merchant group')
    return row
  }

  bindCall(app, services, g.list, async ({ query, principal }) => {
    const q = sentFilter({ space: 's.name', status: 'g.status' }, ['g.name', 'g.display_name'])(groupRows(db, principal), query)
    const sort = parseSort(query.sort, sorts)
    return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'g.id' }, (row) => toGroup(services, row))
  })

  bindCall(app, services, g.create, async ({ body, principal, request, reply }) => {
    const space = await db.selectFrom('space').select(['id', 'name']).where('name', '=', body.space).executeTakeFirst()
    // Only the space's own operators (or the super admin) open groups in it.
    if (!space || !canSeeSpace(principal, space.id) || (!principal.superAdmin && principal.scope !== 'SPACE')) {
      throw fieldError('space', 'No such space', 'no_such')
    }
    const taken = await db.selectFrom('merchant_group').select('id').where('name', '=', body.name).executeTakeFirst()
    if (taken) throw fieldError('name', 'A merchant group with this name already exists', 'taken')
    const now = services.now()
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.insertInto('merchant_group').values({ space_id: space.id, name: body.name, display_name: body.displayName, logo_url: null, created_at: now }).execute()
      return { answer: null, event: { type: 'CREATE', targetType: 'merchantGroup', targetId: body.name, detail: { after: body } } }
    })
    reply.code(201)
    return toGroup(services, await groupOf(principal, body.name))
  })

  bindCall(app, services, g.get, async ({ params, principal }) => toGroup(services, await groupOf(principal, params.group)))

  bindCall(app, services, g.update, async ({ params, body, principal, request }) => {
    const current = await groupOf(principal, params.group)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx
        .updateTable('merchant_group')
        .set(sentColumns('merchant_group', body, { displayName: 'display_name', status: 'status' }))
        .where('id', '=', current.id)
        .execute()
      const before = { displayName: current.display_name, status: current.status }
      return { answer: null, event: { type: 'UPDATE', targetType: 'merchantGroup', targetId: current.name, detail: { before, after: { ...before, ...body } } } }
    })
    return toGroup(services, await groupOf(principal, params.group))
  })

  bindCall(app, services, g.merchants, async ({ params, query, principal }) => {
    const group = await groupOf(principal, params.group)
    return listMerchants(db, principal, { ...query, group: group.name })
  })

  bindCall(app, services, g.uploadLogo, async ({ params, principal, request }) => {
    const group = await groupOf(principal, params.group)
    const { data, extension } = await readUploadedImage(request)
    const key = `logos/groups/${group.id}/${randomBytes(12).toString('hex')}.${extension}`
    await saveFile(services, key, data)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.updateTable('merchant_group').set({ logo_url: key }).where('id', '=', group.id).execute()
      return { answer: null, event: { type: 'UPDATE', targetType: 'merchantGroup', targetId: group.name, detail: { before: { logo: group.logo_url }, after: { logo: key } } } }
    })
    if (group.logo_url && isFileKey(group.logo_url)) await deleteFile(services, group.logo_url)
    return { logoUrl: signedFileUrl(services, key) }
  })
}
