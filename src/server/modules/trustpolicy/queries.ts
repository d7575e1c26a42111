import {
  type TrustPolicyCollection,
  trustPolicyCollectionSchema,
  trustPolicyConfigSchema,
  trustPolicyConfigSummarySchema,
  trustPolicySchema,
} from '@domain/entities/trustpolicy'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { spaceInScope } from '../../auth/scope'
import { insertRow } from '../../crud'
import type { Database } from '../../db/database'
import { recordFields } from '../../record-fields'

/** Who asks, and the space a path or a new record names (none for the config list, which filters by query). */
export interface PolicyScope {
  principal: Principal
  space: { id: number; name: string } | null
}

/** A policy's fields: its space's name (`s`, its config's space); the others are its columns of their own names. */
export const policyFields = recordFields(trustPolicySchema, 'trust_policy as p', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  ...f.stamps,
}))

/** A collection's fields: its space's and config's names, and its policies by priority (the first whose condition holds wins). */
export const collectionFields = recordFields(trustPolicyCollectionSchema, 'trust_policy_collection as tc', { c: 'trust_policy_config', s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  configName: f.select((eb) => eb.ref('c.name')),
  policies: f.records(policyFields, (policies) => policies.whereRef('p.collection_id', '=', 'tc.id').orderBy('p.priority').orderBy('p.id')),
  ...f.stamps,
}))

/** A config's fields, read whole: its space's name and its collections by priority, each with its policies. */
export const configFields = recordFields(trustPolicyConfigSchema, 'trust_policy_config as c', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  collections: f.records(collectionFields, (collections) => collections.whereRef('tc.config_id', '=', 'c.id').orderBy('tc.priority').orderBy('tc.id')),
  ...f.stamps,
}))

/** A config in the list: its space's name and how many collections and policies it holds. */
export const configSummaryFields = recordFields(trustPolicyConfigSummarySchema, 'trust_policy_config as c', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  collectionCount: f.select((eb) =>
    eb
      .selectFrom('trust_policy_collection as tc')
      .select((count) => count.fn.countAll<number>().as('n'))
      .whereRef('tc.config_id', '=', 'c.id')
      .$asScalar(),
  ),
  policyCount: f.select((eb) =>
    eb
      .selectFrom('trust_policy as p')
      .innerJoin('trust_policy_collection as tc', 'tc.id', 'p.collection_id')
      .select((count) => count.fn.countAll<number>().as('n'))
      .whereRef('tc.config_id', '=', 'c.id')
      .$asScalar(),
  ),
  ...f.stamps,
}))

/** The configs the principal sees (its space's, every space's for the super admin), with their space (`s`). */
export function configRows(db: Kysely<Database>, principal: Principal) {
  return configFields.query(db).innerJoin('space as s', 's.id', 'c.space_id').where(spaceInScope(principal, 'c.space_id'))
}

/** The collections the principal sees, with their config (`c`) and space (`s`). */
export function collectionRows(db: Kysely<Database>, principal: Principal) {
  return collectionFields
    .query(db)
    .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .where(spaceInScope(principal, 'c.space_id'))
}

/** The policies the principal sees, with their collection (`tc`), config (`c`) and space (`s`). */
export function policyRows(db: Kysely<Database>, principal: Principal) {
  return policyFields
    .query(db)
    .innerJoin('trust_policy_collection as tc', 'tc.id', 'p.collection_id')
    .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .where(spaceInScope(principal, 'c.space_id'))
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
 * Copies collections (and their policies) under another config: new ids, every other field
 * (priorities too) as it was. Each is inserted in the order it is tried, so ties keep their order.
 */
export async function copyTree(db: Kysely<Database>, collections: readonly TrustPolicyCollection[], toConfigId: number, now: Date): Promise<void> {
  for (const collection of collections) {
    const copyId = await insertRow(db, 'trust_policy_collection', now, { ...collectionFields.values(collection), config_id: toConfigId })
    for (const policy of collection.policies) await insertRow(db, 'trust_policy', now, { ...policyFields.values(policy), collection_id: copyId })
  }
}
