import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustBeSpaceWide, visibleSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { insertRow, type Rows, registerRecordCalls, updateRow, type Write } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import type { z } from 'zod'
import { sentFilter } from '../../where-sent'
import {
  clearSpaceDefault,
  collectionFields,
  collectionRows,
  configFields,
  configRows,
  configSummaryFields,
  copyTree,
  type PolicyScope,
  policyFields,
  policyRows,
} from './queries'
import { simulatePolicy } from './simulation'

const tp = calls.trustpolicy

/** The space a path names, when the caller sees it; a record of another space is 404. */
const pathScope =
  (db: Kysely<Database>, noun: string) =>
  async ({ principal, params }: { principal: Principal; params: unknown }): Promise<PolicyScope> => {
    const space = await visibleSpace(db, principal, (params as { space: string }).space)
    if (!space) throw notFound(noun)
    return { principal, space }
  }

/**
 * The parts of a spec of the space's records a path names: its scope (from the path, or a
 * create's body), its rows in that space (the config aliased `c`), and who may change them.
 */
function spaceRecord<R extends Rows<object>>(db: Kysely<Database>, noun: string, rowsOf: (db: Kysely<Database>, principal: Principal) => R) {
  return {
    noun,
    parent: pathScope(db, noun),
    parentOfCreate: async ({ principal, body }: { principal: Principal; body: { space: string } }): Promise<PolicyScope> => {
      const space = await visibleSpace(db, principal, body.space)
      if (!space) throw fieldError('space', 'No such space')
      mustBeSpaceWide(principal)
      return { principal, space }
    },
    rows: (trx: Kysely<Database>, { principal, space }: PolicyScope) => rowsOf(trx, principal).where(sql<boolean>`c.space_id = ${space!.id}`) as R,
    canChange: (_: unknown, { principal }: PolicyScope) => mustBeSpaceWide(principal),
  }
}

/**
 * Trust policy configs of each space: a config holds collections, a collection holds policies,
 * each moving a customer to a trust level when its condition holds. A config is read whole;
 * collections and policies are read and written one at a time under it. They apply to the
 * whole space, so only its space-wide users (and the super admin) change them.
 */
export async function registerTrustPolicyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  bindCall(app, services, tp.configs, async ({ principal, query }) => {
    const rows = sentFilter({ space: 's.name', status: 'c.status' }, ['c.name', 'c.description'])(configSummaryFields.rows(configRows(db, principal)), query)
    const sort = parseSort(query.sort ?? 'name', { name: 'c.name', created: 'c.created_at', updated: 'c.updated_at' })
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, (row) => configSummaryFields.entity(row, services.now()))
  })
  registerConfigCalls(app, services)
  registerPartCalls(app, services)
  bindCall(app, services, tp.simulate, async (input) => {
    const { space } = await pathScope(db, 'Trust policy collection')(input)
    return simulatePolicy(db, input.principal, space!, input.body, services.now())
  })
}

/** A config, read whole; a space has at most one default config, and a clone is never it. */
function registerConfigCalls(app: FastifyInstance, services: Services) {
  const config = registerRecordCalls(app, services, {
    calls: { get: tp.getConfig, create: tp.createConfig, update: tp.updateConfig, remove: tp.removeConfig },
    fields: configFields,
    ...spaceRecord(services.db, 'Trust policy config', configRows),
    key: (params) => params.name,
    keyColumn: 'c.name',
    unique: () => fieldError('name', 'This space already has a trust policy config with this name'),
    create: async ({ db: trx, parent, body, now }) => {
      const space = parent.space!
      if (body.isDefault) await clearSpaceDefault(trx, space.id, now)
      return insertRow(trx, 'trust_policy_config', now, { ...configFields.values(body), space_id: space.id })
    },
    update: async ({ db: trx, parent, body, row, now }) => {
      const previousDefault = body.isDefault && !row.isDefault ? await clearSpaceDefault(trx, parent.space!.id, now, row.rowId) : null
      await updateRow(trx, 'trust_policy_config', row.rowId, now, configFields.values(body))
      return previousDefault ? { previousDefault } : undefined
    },
    kind: 'trustPolicyConfig',
    audit: { targetId: (c) => `${c.space}/${c.name}` },
  })

  // A clone is a new config of the same space, so it is audited as its creation; it is never
  // the default, which stays the one the space chose.
  config.copy({
    call: tp.cloneConfig,
    parent: async ({ principal }, _source, scope) => {
      mustBeSpaceWide(principal)
      return scope
    },
    run: async ({ db: trx, parent, body, now, source }) => {
      const copied = configFields.entity(source, now)
      const id = await insertRow(trx, 'trust_policy_config', now, { ...configFields.values(copied), space_id: parent.space!.id, name: body.name, is_default: false })
      await copyTree(trx, copied.collections, id, now)
      return id
    },
    from: (source) => `${source.space}/${source.name}`,
  })
}

/** Where a new record of a space is created: the record of the space its body names (a collection's config, a policy's collection). */
interface Under<B> {
  /** The body's field that names it, for the error when the space has no such record. */
  field: keyof B & string
  noun: string
  find: (trx: Kysely<Database>, spaceId: number, body: B) => Promise<{ id: number } | undefined>
  insert: (trx: Kysely<Database>, body: B, underId: number, now: Date) => Promise<number>
}

/**
 * A collection's or a policy's spec: a record of the space of its path, read and written one at a
 * time by its id, and created under the record of its space the body names (a field error when
 * there is none). `spaceRecord` with the create and the audit the two share.
 */
function spacePart<R extends Rows<object>, B>(db: Kysely<Database>, noun: string, rowsOf: (db: Kysely<Database>, principal: Principal) => R, under: Under<B>) {
  return {
    ...spaceRecord(db, noun, rowsOf),
    create: async ({ db: trx, parent, body, now }: Write<PolicyScope, B>) => {
      const target = await under.find(trx, parent.space!.id, body)
      if (!target) throw fieldError(under.field, `No such ${under.noun} in this space`)
      return under.insert(trx, body, target.id, now)
    },
    audit: { targetId: (record: { id: number }) => record.id },
  }
}

const collectionUnder: Under<z.output<typeof tp.createCollection.body>> = {
  field: 'configName',
  noun: 'trust policy config',
  find: (trx, spaceId, body) => trx.selectFrom('trust_policy_config').select('id').where('space_id', '=', spaceId).where('name', '=', body.configName).executeTakeFirst(),
  insert: (trx, body, configId, now) => insertRow(trx, 'trust_policy_collection', now, { ...collectionFields.values(body), config_id: configId }),
}

const policyUnder: Under<z.output<typeof tp.createPolicy.body>> = {
  field: 'collectionId',
  noun: 'trust policy collection',
  find: (trx, spaceId, body) =>
    trx
      .selectFrom('trust_policy_collection as tc')
      .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
      .select('tc.id')
      .where('c.space_id', '=', spaceId)
      .where('tc.id', '=', body.collectionId)
      .executeTakeFirst(),
  // The collection is the body's own field.
  insert: (trx, body, _collectionId, now) => insertRow(trx, 'trust_policy', now, policyFields.values(body)),
}

/** Collections (in a config) and policies (in a collection). */
function registerPartCalls(app: FastifyInstance, services: Services) {
  registerRecordCalls(app, services, {
    kind: 'trustPolicyCollection',
    calls: { get: tp.getCollection, create: tp.createCollection, update: tp.updateCollection, remove: tp.removeCollection },
    fields: collectionFields,
    ...spacePart(services.db, 'Trust policy collection', collectionRows, collectionUnder),
  })
  registerRecordCalls(app, services, {
    kind: 'trustPolicy',
    calls: { get: tp.getPolicy, create: tp.createPolicy, update: tp.updatePolicy, remove: tp.removePolicy },
    fields: policyFields,
    ...spacePart(services.db, 'Trust policy', policyRows, policyUnder),
  })
}
