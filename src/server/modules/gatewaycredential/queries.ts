import { createHash } from 'node:crypto'
import type { GatewayCredential, gatewayCredentialListQuerySchema } from '@domain/entities/gatewaycredential'
import type { EntityStatus, Environment } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { keysetPage, parseSort } from '../../lists'

export type GatewayCredentialListQuery = z.output<typeof gatewayCredentialListQuerySchema>
export type StoredSecrets = Record<string, { sha256: string; last4: string }>

function selectCredentials(db: Kysely<Database>) {
  return db
    .selectFrom('gateway_credential as gc')
    .innerJoin('space as s', 's.id', 'gc.space_id')
    .leftJoin('merchant as m', 'm.id', 'gc.merchant_id')
    .select([
      'gc.id',
      'gc.space_id',
      's.name as space_name',
      'gc.merchant_id',
      'm.name as merchant_name',
      'gc.gateway',
      'gc.name',
      'gc.environment',
      'gc.fields',
      'gc.secrets',
      'gc.status',
      'gc.created_at',
      'gc.updated_at',
    ])
}

export type CredentialRow = Awaited<ReturnType<ReturnType<typeof selectCredentials>['executeTakeFirstOrThrow']>>

/**
 * A space-wide credential (no merchant) is seen by the space's SPACE users; a merchant's
 * credential by whoever sees the merchant.
 */
export function credentialInScope(principal: Principal) {
  if (principal.superAdmin) return sql<boolean>`true`
  const ofMerchant = merchantInScope(principal, 'gc.merchant_id')
  const spaceWide =
    principal.scope === 'SPACE' ? sql<boolean>`(gc.merchant_id is null and gc.space_id = ${principal.spaceId})` : sql<boolean>`false`
  return sql<boolean>`(${spaceWide} or (gc.merchant_id is not null and ${ofMerchant}))`
}

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex')

/** Secret values -> what is stored of them: a hash and the last 4 characters. */
export function storeSecrets(secrets: Record<string, string>): StoredSecrets {
  return Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, { sha256: hashSecret(value), last4: value.slice(-4) }]))
}

export function toGatewayCredential(row: CredentialRow): GatewayCredential {
  const secrets = parseJson<StoredSecrets>(row.secrets)
  return {
    id: Number(row.id),
    name: row.name,
    gateway: row.gateway,
    space: row.space_name,
    merchantAccount: row.merchant_name,
    environment: row.environment as Environment,
    status: row.status as EntityStatus,
    fields: parseJson<Record<string, string>>(row.fields),
    secrets: Object.fromEntries(Object.entries(secrets).map(([name, s]) => [name, `••••${s.last4}`])),
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
    createdBy: null,
    updatedBy: null,
  }
}

const sorts = { createdAt: 'gc.created_at', updatedAt: 'gc.updated_at', name: 'gc.name' }

export async function gatewayCredentialPage(db: Kysely<Database>, principal: Principal, query: GatewayCredentialListQuery): Promise<Page<GatewayCredential>> {
  const sort = parseSort(query.sort, sorts)
  let q = selectCredentials(db).where(credentialInScope(principal)).where('gc.status', '!=', 'DELETED')
  if (query.space) q = q.where('s.name', '=', query.space)
  if (query.gateway) q = q.where('gc.gateway', '=', query.gateway)
  if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
  if (query.environment) q = q.where('gc.environment', '=', query.environment)
  if (query.status) q = q.where('gc.status', '=', query.status)
  return keysetPage(q.select('gc.id as rowId'), { limit: query.limit, cursor: query.cursor, sort, idColumn: 'gc.id' }, ({ rowId: _r, ...row }) =>
    toGatewayCredential(row),
  )
}

/** The credentials the principal sees, but deleted ones, the id as `rowId`. */
export function credentialRows(db: Kysely<Database>, principal: Principal) {
  return selectCredentials(db).select('gc.id as rowId').where('gc.status', '!=', 'DELETED').where(credentialInScope(principal))
}
