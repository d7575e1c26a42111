import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, merchantInScope } from '../../auth/scope'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import type { Database } from '../../db/database'
import { conflict, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import {
  findGatewayCredential,
  gatewayCredentialPage,
  type StoredSecrets,
  storeSecrets,
  toGatewayCredential,
} from './queries'

async function nameTaken(db: Kysely<Database>, spaceId: number, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('gateway_credential').select('id').where('space_id', '=', spaceId).where('name', '=', name)
  if (exceptId) q = q.where('id', '!=', exceptId)
  if (await q.executeTakeFirst()) throw fieldError('name', 'A credential of this space already has this name')
}

/** The space and merchant a new credential belongs to, both within the caller's scope. */
async function credentialOwner(db: Kysely<Database>, principal: Principal, space?: string, merchantAccount?: string | null) {
  if (merchantAccount) {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'space_id'])
      .where('name', '=', merchantAccount)
      .where(merchantInScope(principal, 'merchant.id'))
      .executeTakeFirst()
    if (!merchant) throw notFound('Merchant')
    return { spaceId: Number(merchant.space_id), merchantId: Number(merchant.id) }
  }
  // Only space users hold space-wide credentials; group and merchant users name their merchant.
  if (!principal.superAdmin && principal.scope !== 'SPACE') throw fieldError('merchantAccount', 'Choose a merchant')
  if (!space) return { spaceId: principal.spaceId, merchantId: null }
  const row = await db.selectFrom('space').select('id').where('name', '=', space).executeTakeFirst()
  if (!row || !canSeeSpace(principal, Number(row.id))) throw notFound('Space')
  return { spaceId: Number(row.id), merchantId: null }
}

/** Gateway credentials: the keys a space or merchant holds at a gateway; secrets are write-only. */
export async function registerGatewayCredentialRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const credential = calls.gatewaycredential

  bindCall(app, services, credential.list, async ({ query, principal }) => gatewayCredentialPage(db, principal, query))

  bindCall(app, services, credential.get, async ({ params, principal }) => toGatewayCredential(await findGatewayCredential(db, principal, params.id)))

  bindCall(app, services, credential.create, async ({ body, principal, request }) => {
    const now = services.now()
    const owner = await credentialOwner(db, principal, body.space, body.merchantAccount)
    const gateway = await db.selectFrom('gateway').select('code').where('code', '=', body.gateway).executeTakeFirst()
    if (!gateway) throw fieldError('gateway', 'Unknown gateway')
    await nameTaken(db, owner.spaceId, body.name)
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('gateway_credential')
        .values({
          space_id: owner.spaceId,
          merchant_id: owner.merchantId,
          gateway: body.gateway,
          name: body.name,
          environment: body.environment,
          fields: JSON.stringify(body.fields),
          secrets: JSON.stringify(storeSecrets(body.secrets)),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const after = toGatewayCredential(await findGatewayCredential(trx, principal, Number(inserted.id)))
      await recordEvent(trx, { principal, type: 'CREATE', targetType: 'gatewayCredential', targetId: after.id, detail: { after }, ip: request.ip, at: now })
      return after.id
    })
    return toGatewayCredential(await findGatewayCredential(db, principal, id))
  })

  bindCall(app, services, credential.update, async ({ params, body, principal, request }) => {
    const now = services.now()
    const row = await findGatewayCredential(db, principal, params.id)
    if (body.name !== undefined) await nameTaken(db, Number(row.space_id), body.name, params.id)
    const stored = (typeof row.secrets === 'string' ? JSON.parse(row.secrets) : row.secrets) as StoredSecrets
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('gateway_credential')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.environment !== undefined ? { environment: body.environment } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.fields !== undefined ? { fields: JSON.stringify(body.fields) } : {}),
          // Secrets not sent keep their stored hash.
          ...(body.secrets !== undefined ? { secrets: JSON.stringify({ ...stored, ...storeSecrets(body.secrets) }) } : {}),
          updated_at: now,
        })
        .where('id', '=', params.id)
        .execute()
      const after = toGatewayCredential(await findGatewayCredential(trx, principal, params.id))
      await recordEvent(trx, {
        principal,
        type: 'UPDATE',
        targetType: 'gatewayCredential',
        targetId: params.id,
        detail: { before: toGatewayCredential(row), after, secretsReplaced: Object.keys(body.secrets ?? {}) },
        ip: request.ip,
        at: now,
      })
    })
    return toGatewayCredential(await findGatewayCredential(db, principal, params.id))
  })

  bindCall(app, services, credential.remove, async ({ params, principal, request }) => {
    const now = services.now()
    const row = await findGatewayCredential(db, principal, params.id)
    const configs = await db.selectFrom('merchant_gateway_config').select('name').where('credential_id', '=', params.id).execute()
    if (configs.length > 0) {
      throw conflict(`This credential is used by the gateway config${configs.length > 1 ? 's' : ''} ${configs.map((c) => c.name).join(', ')}; change or delete ${configs.length > 1 ? 'them' : 'it'} first`)
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('gateway_credential').where('id', '=', params.id).execute()
      await recordEvent(trx, { principal, type: 'DELETE', targetType: 'gatewayCredential', targetId: params.id, detail: { before: toGatewayCredential(row) }, ip: request.ip, at: now })
    })
    return { ok: true }
  })
}
