import { createHash } from 'node:crypto'
import { calls } from '@domain/calls'
import { gatewayCredentialSchema } from '@domain/entities/gatewaycredential'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, merchantInScope, merchantOfPath } from '../../auth/scope'
import { insertRow, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { whereSent } from '../../where-sent'
import { recordFields } from '../../record-fields'

/** What is kept of a secret: a hash and its last 4 characters, so no call can ever answer it. */
type StoredSecrets = Record<string, { sha256: string; last4: string }>
const storeSecrets = (secrets: Record<string, string>): StoredSecrets =>
  Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, { sha256: createHash('sha256').update(value).digest('hex'), last4: value.slice(-4) }]))

/**
 * A credential's fields: its space's and merchant's names (`s`, `m`), and each secret as its last 4
 * characters; the table does not keep who made or changed one.
 */
const credentialFields = recordFields(gatewayCredentialSchema, 'gateway_credential as gc', { s: 'space', m: 'merchant' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  secrets: f.select(
    (eb) => eb.ref('gc.secrets'),
    (secrets) => Object.fromEntries(Object.entries(secrets).map(([name, s]) => [name, `••••${s.last4}`])),
  ),
  ...f.noAuthors,
  ...f.stamps,
}))

/**
 * The credentials the principal sees, deleted ones left out. A space-wide
 * credential (no merchant) is seen by its space's SPACE users; a merchant's by whoever sees the merchant.
 */
function credentialRows(db: Kysely<Database>, principal: Principal) {
  const spaceWide = principal.scope === 'SPACE' ? sql<boolean>`(gc.merchant_id is null and gc.space_id = ${principal.spaceId})` : sql<boolean>`false`
  const inScope = principal.superAdmin ? sql<boolean>`true` : sql<boolean>`(${spaceWide} or (gc.merchant_id is not null and ${merchantInScope(principal, 'gc.merchant_id')}))`
  return credentialFields
    .query(db)
    .innerJoin('space as s', 's.id', 'gc.space_id')
    .leftJoin('merchant as m', 'm.id', 'gc.merchant_id')
    .where('gc.status', '!=', 'DELETED')
    .where(inScope)
}

/** The space and merchant a new credential belongs to, both within the caller's scope. */
async function credentialOwner(db: Kysely<Database>, principal: Principal, space?: string, merchantAccount?: string | null) {
  if (merchantAccount) {
    const merchant = await merchantOfPath(db, principal, merchantAccount)
    return { spaceId: merchant.spaceId, merchantId: merchant.id }
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
  registerRecordCalls(app, services, {
    calls: calls.gatewaycredential,
    fields: credentialFields,
    noun: 'Gateway credential',
    rows: credentialRows,
    list: {
      sorts: { createdAt: 'gc.created_at', updatedAt: 'gc.updated_at', name: 'gc.name' },
      filter: (rows, query) => whereSent(rows, query, { space: 's.name', gateway: 'gc.gateway', merchantName: 'm.name', environment: 'gc.environment', status: 'gc.status' }),
    },
    createdStatus: 200,
    // A space's credentials have unique names; the database says when one is taken.
    unique: () => fieldError('name', 'A credential of this space already has this name', 'taken'),
    create: async ({ db, parent: principal, body, now }) => {
      const owner = await credentialOwner(db, principal, body.space, body.merchantAccount)
      const gateway = await db.selectFrom('gateway').select('code').where('code', '=', body.gateway).executeTakeFirst()
      if (!gateway) throw fieldError('gateway', 'Unknown gateway', 'no_such')
      return insertRow(db, 'gateway_credential', now, {
        ...credentialFields.values(body),
        space_id: owner.spaceId,
        merchant_id: owner.merchantId,
        secrets: JSON.stringify(storeSecrets(body.secrets)),
      })
    },
    update: async ({ db, body, row, now }) => {
      await updateRow(db, 'gateway_credential', row.rowId, now, {
        ...credentialFields.values(body),
        // Secrets not sent keep their stored hash.
        ...(body.secrets ? { secrets: JSON.stringify({ ...row.secrets, ...storeSecrets(body.secrets) }) } : {}),
      })
      return { secretsReplaced: Object.keys(body.secrets ?? {}) }
    },
    remove: async ({ db, row }) => {
      const configs = (await db.selectFrom('merchant_gateway_config').select('name').where('credential_id', '=', row.rowId).execute()).map((c) => c.name)
      const many = configs.length > 1
      if (configs.length > 0) throw conflict(`This credential is used by the gateway config${many ? 's' : ''} ${configs.join(', ')}; change or delete ${many ? 'them' : 'it'} first`)
    },
    kind: 'gatewayCredential',
    audit: { targetId: (entity) => entity.id },
  })
}
