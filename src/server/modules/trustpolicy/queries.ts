import type { TrustPolicy, TrustPolicyCollection, TrustPolicyConfig, trustPolicyConditionSchema, trustPolicyConfigSummarySchema } from '@domain/entities/trustpolicy'
import type { CustomerTrustLevel, RuleStatus } from '@domain/enums'
import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { spaceInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { copyStamps, insertRow } from '../../crud'
import { stamps } from '../../mappers'
import type { RowOf } from '../../lists'

/** Who asks, and the space a path or a new record names (none for the config list, which filters by query). */
export interface PolicyScope {
  principal: Principal
  space: { id: number; name: string } | null
}

type Stamp = Date | string

/** A policy row as its table gives it, or inside its collection's JSON (times as text). */
interface PolicyRow {
  id: number | string
  collection_id: number | string
  name: string
  condition: unknown
  trust_level: string
  priority: number
  status: string
  created_at: Stamp
  updated_at: Stamp
}

/** A collection row with its policies, on its own or inside its config's JSON. */
interface CollectionRow {
  id: number | string
  name: string
  description: string
  priority: number
  status: string
  created_at: Stamp
  updated_at: Stamp
  policies: PolicyRow[]
}

/** A collection's policies, first by priority: the first whose condition holds wins. */
function policiesOf(eb: ExpressionBuilder<Database, 'trust_policy_collection'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('trust_policy as p')
      .select(['p.id', 'p.collection_id', 'p.name', 'p.condition', 'p.trust_level', 'p.priority', 'p.status', 'p.created_at', 'p.updated_at'])
      .whereRef('p.collection_id', '=', 'trust_policy_collection.id')
      .orderBy('p.priority')
      .orderBy('p.id'),
  )
}

/** What a collection answers of its own row, in a config's tree and on its own. */
const collectionColumns = [
  'trust_policy_collection.id',
  'trust_policy_collection.name',
  'trust_policy_collection.description',
  'trust_policy_collection.priority',
  'trust_policy_collection.status',
  'trust_policy_collection.created_at',
  'trust_policy_collection.updated_at',
] as const

/** The configs the principal sees (its space's, every space's for the super admin), the id as `rowId`. */
function configRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('trust_policy_config as c')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select(['c.id as rowId', 'c.space_id', 'c.name', 'c.description', 'c.is_default', 'c.status', 'c.created_at', 'c.updated_at', 's.name as space_name'])
    .where(spaceInScope(principal, 'c.space_id'))
}

/** The configs the principal sees with their whole tree: collections by priority, each with its policies. */
export function configTreeRows(db: Kysely<Database>, principal: Principal) {
  return configRows(db, principal).select((eb) =>
    jsonArrayFrom(
      eb
        .selectFrom('trust_policy_collection')
        .select((inner) => [
          ...collectionColumns,
          policiesOf(inner).as('policies'),
        ])
        .whereRef('trust_policy_collection.config_id', '=', 'c.id')
        .orderBy('trust_policy_collection.priority')
        .orderBy('trust_policy_collection.id'),
    ).as('collections'),
  )
}

/** The configs the principal sees with how many collections and policies each holds (the list's rows). */
export function configSummaryRows(db: Kysely<Database>, principal: Principal) {
  return configRows(db, principal)
    .select(sql<number>`(select count(*) from trust_policy_collection tc where tc.config_id = c.id)`.as('collection_count'))
    .select(
      sql<number>`(select count(*) from trust_policy p join trust_policy_collection tc on tc.id = p.collection_id where tc.config_id = c.id)`.as('policy_count'),
    )
}

/** The collections the principal sees with their config, space and policies, the id as `rowId`. */
export function collectionRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('trust_policy_collection')
    .innerJoin('trust_policy_config as c', 'c.id', 'trust_policy_collection.config_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select((eb) => [
      'trust_policy_collection.id as rowId',
      ...collectionColumns,
      'c.name as config_name',
      's.name as space_name',
      policiesOf(eb).as('policies'),
    ])
    .where(spaceInScope(principal, 'c.space_id'))
}

/** The policies the principal sees with their space, the id as `rowId`. */
export function policyRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('trust_policy as p')
    .innerJoin('trust_policy_collection as tc', 'tc.id', 'p.collection_id')
    .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select(['p.id as rowId', 'p.id', 'p.collection_id', 'p.name', 'p.condition', 'p.trust_level', 'p.priority', 'p.status', 'p.created_at', 'p.updated_at', 's.name as space_name'])
    .where(spaceInScope(principal, 'c.space_id'))
}

export type ConfigTreeRow = RowOf<typeof configTreeRows>
type ConfigSummaryRow = RowOf<typeof configSummaryRows>
export type CollectionRecordRow = RowOf<typeof collectionRows>
export type PolicyRecordRow = RowOf<typeof policyRows>

export function toPolicy(row: PolicyRow, space: string): TrustPolicy {
  return {
    id: Number(row.id),
    space,
    collectionId: Number(row.collection_id),
    name: row.name,
    condition: row.condition as z.output<typeof trustPolicyConditionSchema>,
    trustLevel: row.trust_level as CustomerTrustLevel,
    priority: row.priority,
    status: row.status as RuleStatus,
    ...stamps(row),
  }
}

export function toCollection(row: CollectionRow, space: string, configName: string): TrustPolicyCollection {
  return {
    id: Number(row.id),
    space,
    configName,
    name: row.name,
    description: row.description,
    priority: row.priority,
    status: row.status as RuleStatus,
    policies: row.policies.map((p) => toPolicy(p, space)),
    ...stamps(row),
  }
}

function configFields(row: Omit<ConfigSummaryRow, 'collection_count' | 'policy_count'>) {
  return {
    space: row.space_name,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    status: row.status as RuleStatus,
    ...stamps(row),
  }
}

export function toConfig(row: ConfigTreeRow): TrustPolicyConfig {
  return { ...configFields(row), collections: row.collections.map((c) => toCollection(c, row.space_name, row.name)) }
}

export function toConfigSummary(row: ConfigSummaryRow): z.output<typeof trustPolicyConfigSummarySchema> {
  return { ...configFields(row), collectionCount: Number(row.collection_count), policyCount: Number(row.policy_count) }
}

/**
 * A space has at most one default config. Takes the space's turn until the transaction ends, so
 * two writes that make a default run one after the other, then clears the default it had;
 * answers the name of the config that stopped being the default, if another one was.
 */
export async function clearSpaceDefault(db: Kysely<Database>, spaceId: number, now: Date, keepId?: number): Promise<string | null> {
  await db.selectFrom('space').select('id').where('id', '=', spaceId).forNoKeyUpdate().execute()
  let cleared = db
    .updateTable('trust_policy_config')
    .set({ is_default: false, updated_at: now })
    .where('space_id', '=', spaceId)
    .where('is_default', '=', true)
  if (keepId !== undefined) cleared = cleared.where('id', '!=', keepId)
  const rows = await cleared.returning('name').execute()
  return rows[0]?.name ?? null
}

/**
 * Copies a config's collections and their policies under another config: new ids, every other
 * field (priorities too) as they were.
 */
export async function copyTree(db: Kysely<Database>, fromConfigId: number, toConfigId: number, now: Date): Promise<void> {
  const collections = await db.selectFrom('trust_policy_collection').selectAll().where('config_id', '=', fromConfigId).orderBy('id').execute()
  for (const source of collections) {
    const copyId = await insertRow(db, 'trust_policy_collection', now, {
      config_id: toConfigId,
      name: source.name,
      description: source.description,
      priority: source.priority,
      status: source.status,
    })
    await db
      .insertInto('trust_policy')
      .columns(['collection_id', 'name', 'condition', 'trust_level', 'priority', 'status', 'created_at', 'updated_at'])
      .expression(
        db
          .selectFrom('trust_policy as p')
          .select([
            sql.lit(copyId).as('collection_id'),
            'p.name',
            'p.condition',
            'p.trust_level',
            'p.priority',
            'p.status',
            ...copyStamps(now),
          ])
          .where('p.collection_id', '=', source.id)
          .orderBy('p.id'),
      )
      .execute()
  }
}
