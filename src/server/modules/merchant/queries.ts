import { type AssetKind, parseAssetFileName } from '@domain/entities/asset'
import {
  defaultMerchantConfiguration,
  type Merchant,
  type MerchantConfiguration,
  type MerchantSummary,
  merchantConfigurationSchema,
  merchantSchema,
  merchantSummarySchema,
} from '@domain/entities/merchant'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { containsPattern, keysetPage, parseSort, type RowOf } from '../../lists'
import { recordFields } from '../../record-fields'
import type { Services } from '../../services'
import { fileKeyOfSignedUrl, signedFileUrl } from '../../storage/files'

type Section = keyof MerchantConfiguration

/**
 * The stored configuration read through the schema: known fields over the defaults, so a row
 * written by an older version still answers a complete configuration.
 */
export function configurationOf(stored: unknown): MerchantConfiguration {
  const raw = (stored ?? {}) as Record<string, Record<string, unknown> | undefined>
  const result = { ...defaultMerchantConfiguration }
  for (const section of Object.keys(defaultMerchantConfiguration) as Section[]) {
    const shape = merchantConfigurationSchema.shape[section]
    const merged = { ...defaultMerchantConfiguration[section], ...pick(raw[section], Object.keys(shape.shape)) }
    const parsed = shape.safeParse(merged)
    Object.assign(result, { [section]: parsed.success ? parsed.data : defaultMerchantConfiguration[section] })
  }
  return result
}

function pick(source: Record<string, unknown> | undefined, keys: string[]): Record<string, unknown> {
  if (!source || typeof source !== 'object') return {}
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]))
}

/**
 * A merchant's fields: its space's and group's names (`s`, `g`), its tags by name, and its stored
 * configuration over the defaults.
 */
const merchantFields = recordFields(merchantSchema, 'merchant as m', { s: 'space', g: 'merchant_group' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  group: f.select((eb) => eb.ref('g.name')),
  tags: f.select(
    () => sql<string[]>`coalesce((select json_agg(t.name order by t.name) from merchant_tag mt join tag t on t.id = mt.tag_id where mt.merchant_id = m.id), '[]'::json)`,
  ),
  configuration: f.select((eb) => eb.ref('m.configuration'), configurationOf),
  secretKeyRotatedAt: f.time('secret_key_rotated_at'),
  ...f.stamps,
}))

const summaryFields = merchantFields.narrow(merchantSummarySchema)

/** The merchants the principal sees, with every field, and the ids and display names of their space and group. */
export function merchantRows(db: Kysely<Database>, principal: Principal) {
  const merchants = merchantFields
    .query(db)
    .innerJoin('space as s', 's.id', 'm.space_id')
    .innerJoin('merchant_group as g', 'g.id', 'm.group_id')
    .where('m.id', 'in', merchantIdsInScope(db, principal))
    .select(['m.space_id', 'm.group_id', 's.display_name as spaceDisplayName', 'g.display_name as groupDisplayName'])
  return merchantFields.rows(merchants)
}

export type MerchantRow = RowOf<typeof merchantRows>

const PAYWALL_ASSETS = { logoUrl: 'logo', stylesheetUrl: 'stylesheet' } as const satisfies Record<string, AssetKind>

/** Whether a file key is this merchant's asset of this kind, as asset/sign names it. */
function isOwnAsset(merchant: string, field: keyof typeof PAYWALL_ASSETS, key: string): boolean {
  const asset = parseAssetFileName(key)
  return asset?.merchant === merchant && asset.kind === PAYWALL_ASSETS[field]
}

/**
 * The paywall as stored: an address this server signed for the merchant's own asset is kept as
 * its file key; any other address stays as given, so a signed address of someone else's file
 * expires instead of being signed afresh for this merchant.
 */
export function storedPaywall(services: Services, merchant: string, paywall: MerchantConfiguration['paywall']): MerchantConfiguration['paywall'] {
  const stored = { ...paywall }
  for (const field of Object.keys(PAYWALL_ASSETS) as (keyof typeof PAYWALL_ASSETS)[]) {
    const address = stored[field]
    const key = address ? fileKeyOfSignedUrl(services, address) : null
    if (key && isOwnAsset(merchant, field, key)) stored[field] = key
  }
  return stored
}

/** The merchant as answered: its stored asset keys become addresses signed now. */
export function withSignedAssets(services: Services, merchant: Merchant): Merchant {
  const paywall = { ...merchant.configuration.paywall }
  for (const field of Object.keys(PAYWALL_ASSETS) as (keyof typeof PAYWALL_ASSETS)[]) {
    const stored = paywall[field]
    if (stored && isOwnAsset(merchant.name, field, stored)) paywall[field] = signedFileUrl(services, stored)
  }
  return { ...merchant, configuration: { ...merchant.configuration, paywall } }
}

/** The merchant by name when the principal may see it; otherwise null (answered as 404). */
export async function findMerchant(db: Kysely<Database>, principal: Principal, name: string): Promise<MerchantRow | null> {
  return (await merchantRows(db, principal).where('m.name', '=', name).executeTakeFirst()) ?? null
}

export async function loadMerchant(db: Kysely<Database>, principal: Principal, name: string, now: Date): Promise<Merchant | null> {
  const row = await findMerchant(db, principal, name)
  return row ? merchantFields.entity(row, now) : null
}

export interface MerchantFilters {
  group?: string
  space?: string
  status?: string
  businessType?: string
  tag?: string
  q?: string
  limit: number
  cursor?: string
  sort?: string
}

const sorts = { created: 'm.created_at', name: 'm.name', displayName: 'm.display_name' }

export async function listMerchants(db: Kysely<Database>, principal: Principal, filters: MerchantFilters, now: Date): Promise<Page<MerchantSummary>> {
  let q = merchantRows(db, principal)
  if (filters.group) q = q.where('g.name', '=', filters.group)
  if (filters.space) q = q.where('s.name', '=', filters.space)
  if (filters.status) q = q.where('m.status', '=', filters.status)
  if (filters.businessType) q = q.where('m.business_type', '=', filters.businessType)
  if (filters.tag) {
    const tag = filters.tag
    q = q.where('m.id', 'in', db.selectFrom('merchant_tag as mt').innerJoin('tag as t', 't.id', 'mt.tag_id').select('mt.merchant_id').where('t.name', '=', tag))
  }
  if (filters.q) {
    const like = containsPattern(filters.q)
    q = q.where((eb) => eb.or([eb('m.name', 'ilike', like), eb('m.display_name', 'ilike', like)]))
  }
  const sort = parseSort(filters.sort, sorts)
  return keysetPage(q, { limit: filters.limit, cursor: filters.cursor, sort, idColumn: 'm.id' }, (row) => summaryFields.entity(row, now))
}
