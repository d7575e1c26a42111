import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustBeSpaceWide, visibleSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { insertRow, type Rows, registerRecordCalls, sentColumns, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { sentFilter } from '../../where-sent'
import {
  clearSpaceDefault,
  collectionRows,
  configSummaryRows,
  configTreeRows,
  copyTree,
  type PolicyScope,
  policyRows,
  toCollection,
  toConfig,
  toConfigSummary,
  toPolicy,
} from './queries'
import { simulatePolicy } from './simulation'

/**
 * Trust policy configs of each space: a config holds collections, a collection holds policies,
 * each moving a customer to a trust level when its condition holds. A config is read whole;
 * collections and policies are read and written one at a time under it. They apply to the
 * whole space, so only its space-wide users (and the super admin) change them.
 */
export async function registerTrustPolicyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const tp = calls.trustpolicy

  /** The space a path names, when the caller sees it; a record of another space is 404. */
  const pathScope =
    (noun: string) =>
    async ({ principal, params }: { principal: Principal; params: unknown }): Promise<PolicyScope> => {
      const space = await visibleSpace(db, principal, (params as { space: string }).space)
      if (!space) throw notFound(noun)
      return { principal, space }
    }

  const bodyScope = async ({ principal, body }: { principal: Principal; body: { space: string } }): Promise<PolicyScope> => {
    const space = await visibleSpace(db, principal, body.space)
    if (!space) throw fieldError('space', 'No such space')
    mustBeSpaceWide(principal)
    return { principal, space }
  }

  /**
   * The parts of a spec of the space's records a path names: its scope (from the path, or a
   * create's body), its rows in that space (the config aliased `c`), and who may change them.
   */
  const spaceRecord = <R extends Rows<{ rowId: number }>>(noun: string, rowsOf: (db: Kysely<Database>, principal: Principal) => R) => ({
    noun,
    parent: pathScope(noun),
    parentOfCreate: bodyScope,
    rows: (trx: Kysely<Database>, { principal, space }: PolicyScope) => rowsOf(trx, principal).where(sql<boolean>`c.space_id = ${space!.id}`) as R,
    canChange: (_: unknown, { principal }: PolicyScope) => mustBeSpaceWide(principal),
  })

  const configTaken = () => fieldError('name', 'This space already has a trust policy config with this name')

  bindCall(app, services, tp.configs, async ({ principal, query }) => {
    const rows = sentFilter({ space: 's.name', status: 'c.status' }, ['c.name', 'c.description'])(configSummaryRows(db, principal), query)
    const sort = parseSort(query.sort ?? 'name', { name: 'c.name', created: 'c.created_at', updated: 'c.updated_at' })
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, toConfigSummary)
  })

  const config = registerRecordCalls(app, services, {
    calls: { get: tp.getConfig, create: tp.createConfig, update: tp.updateConfig, remove: tp.removeConfig },
    ...spaceRecord('Trust policy config', configTreeRows),
    key: (params) => params.name,
    table: 'trust_policy_config',
    keyColumn: 'c.name',
    idColumn: 'c.id',
    toEntity: toConfig,
    unique: configTaken,
    create: async ({ db: trx, parent, body, now }) => {
      const space = parent.space!
      if (body.isDefault) await clearSpaceDefault(trx, space.id, now)
      return insertRow(trx, 'trust_policy_config', now, { space_id: space.id, name: body.name, description: body.description, is_default: body.isDefault, status: body.status })
    },
    update: async ({ db: trx, parent, body, row, now }) => {
      const previousDefault = body.isDefault && !row.is_default ? await clearSpaceDefault(trx, parent.space!.id, now, Number(row.rowId)) : null
      await updateRow(trx, 'trust_policy_config', row.rowId, now, sentColumns('trust_policy_config', body, { description: 'description', isDefault: 'is_default', status: 'status' }))
      return previousDefault ? { previousDefault } : undefined
    },
    audit: { targetType: 'trustPolicyConfig', targetId: (c) => `${c.space}/${c.name}` },
  })

  // A clone is a new config of the same space, so it is audited as its creation; it is never
  // the default, which stays the one the space chose.
  config.copy({
    call: tp.cloneConfig,
    parent: async ({ principal }, _source, scope) => {
      mustBeSpaceWide(principal)
      return scope
    },
    run: async ({ db: trx, body, now, source }) => {
      const id = await insertRow(trx, 'trust_policy_config', now, {
        space_id: Number(source.space_id),
        name: body.name,
        description: source.description,
        is_default: false,
        status: source.status,
      })
      await copyTree(trx, Number(source.rowId), id, now)
      return id
    },
    from: (source) => `${source.space_name}/${source.name}`,
  })

  registerRecordCalls(app, services, {
    calls: { get: tp.getCollection, create: tp.createCollection, update: tp.updateCollection, remove: tp.removeCollection },
    ...spaceRecord('Trust policy collection', collectionRows),
    key: (params) => params.id,
    table: 'trust_policy_collection',
    idColumn: 'trust_policy_collection.id',
    toEntity: (row) => toCollection(row, row.space_name, row.config_name),
    create: async ({ db: trx, parent, body, now }) => {
      const target = await trx
        .selectFrom('trust_policy_config')
        .select('id')
        .where('space_id', '=', parent.space!.id)
        .where('name', '=', body.configName)
        .executeTakeFirst()
      if (!target) throw fieldError('configName', 'No such trust policy config in this space')
      return insertRow(trx, 'trust_policy_collection', now, {
        config_id: Number(target.id),
        name: body.name,
        description: body.description,
        priority: body.priority,
        status: body.status,
      })
    },
    update: async ({ db: trx, body, row, now }) =>
      updateRow(trx, 'trust_policy_collection', row.rowId, now, sentColumns('trust_policy_collection', body, { name: 'name', description: 'description', priority: 'priority', status: 'status' })),
    audit: { targetType: 'trustPolicyCollection', targetId: (c) => c.id },
  })

  registerRecordCalls(app, services, {
    calls: { get: tp.getPolicy, create: tp.createPolicy, update: tp.updatePolicy, remove: tp.removePolicy },
    ...spaceRecord('Trust policy', policyRows),
    key: (params) => params.id,
    table: 'trust_policy',
    idColumn: 'p.id',
    toEntity: (row) => toPolicy(row, row.space_name),
    create: async ({ db: trx, parent, body, now }) => {
      const target = await trx
        .selectFrom('trust_policy_collection as tc')
        .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
        .select('tc.id')
        .where('c.space_id', '=', parent.space!.id)
        .where('tc.id', '=', body.collectionId)
        .executeTakeFirst()
      if (!target) throw fieldError('collectionId', 'No such trust policy collection in this space')
      return insertRow(trx, 'trust_policy', now, {
        collection_id: body.collectionId,
        name: body.name,
        condition: JSON.stringify(body.condition),
        trust_level: body.trustLevel,
        priority: body.priority,
        status: body.status,
      })
    },
    update: async ({ db: trx, body, row, now }) =>
      updateRow(
        trx,
        'trust_policy',
        row.rowId,
        now,
        sentColumns('trust_policy', body, { name: 'name', condition: ['condition', (c) => JSON.stringify(c)], trustLevel: 'trust_level', priority: 'priority', status: 'status' }),
      ),
    audit: { targetType: 'trustPolicy', targetId: (p) => p.id },
  })

  bindCall(app, services, tp.simulate, async (input) => {
    const { space } = await pathScope('Trust policy collection')(input)
    return simulatePolicy(db, input.principal, space!, input.body, services.now())
  })
}
