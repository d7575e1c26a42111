import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, merchantInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { insertRow, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { credentialRows, gatewayCredentialPage, type StoredSecrets, storeSecrets, toGatewayCredential } from './queries'

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

  registerRecordCalls(app, services, {
    calls: { get: credential.get, create: credential.create, update: credential.update, remove: credential.remove },
    parent: async ({ principal }) => principal,
    key: (params) => params.id,
    noun: 'Gateway credential',
    table: 'gateway_credential',
    rows: credentialRows,
    keyColumn: 'gc.id',
    idColumn: 'gc.id',
    toEntity: (row) => toGatewayCredential(row),
    createdStatus: 200,
    create: async ({ db, parent: principal, body, now }) => {
      const owner = await credentialOwner(db, principal, body.space, body.merchantAccount)
      const gateway = await db.selectFrom('gateway').select('code').where('code', '=', body.gateway).executeTakeFirst()
      if (!gateway) throw fieldError('gateway', 'Unknown gateway')
      await nameTaken(db, owner.spaceId, body.name)
      return insertRow(db, 'gateway_credential', now, {
        space_id: owner.spaceId,
        merchant_id: owner.merchantId,
        gateway: body.gateway,
        name: body.name,
        environment: body.environment,
        fields: JSON.stringify(body.fields),
        secrets: JSON.stringify(storeSecrets(body.secrets)),
      })
    },
    update: async ({ db, body, row, now }) => {
      if (body.name !== undefined) await nameTaken(db, Number(row.space_id), body.name, Number(row.id))
      const stored = (typeof row.secrets === 'string' ? JSON.parse(row.secrets) : row.secrets) as StoredSecrets
      await updateRow(db, 'gateway_credential', row.id, now, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.environment !== undefined ? { environment: body.environment } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.fields !== undefined ? { fields: JSON.stringify(body.fields) } : {}),
        // Secrets not sent keep their stored hash.
        ...(body.secrets !== undefined ? { secrets: JSON.stringify({ ...stored, ...storeSecrets(body.secrets) }) } : {}),
      })
      return { secretsReplaced: Object.keys(body.secrets ?? {}) }
    },
    remove: async ({ db, row }) => {
      const configs = await db.selectFrom('merchant_gateway_config').select('name').where('credential_id', '=', row.id).execute()
      if (configs.length > 0) {
        throw conflict(`This credential is used by the gateway config${configs.length > 1 ? 's' : ''} ${configs.map((c) => c.name).join(', ')}; change or delete ${configs.length > 1 ? 'them' : 'it'} first`)
      }
    },
    audit: { targetType: 'gatewayCredential', targetId: (entity) => entity.id },
  })
}
