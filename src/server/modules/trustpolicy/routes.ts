import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../../auth/principal'
import { bindCall } from '../../calls'
import { auditedWrite, insertRow, registerRecordCalls, sentColumns, updateRow } from '../../crud'
import { fieldError, notFound } from '../../errors'
import { containsPattern, keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { whereSent } from '../../where-sent'
import { mustBeSpaceWide } from '../mrole/grants'
import { visibleSpace } from '../mrole/routes'
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

  const configTaken = () => fieldError('name', 'This space already has a trust policy config with this name')

  bindCall(app, services, tp.configs, async ({ principal, query }) => {
    let rows = whereSent(configSummaryRows(db, principal), query, { space: 's.name', status: 'c.status' })
    if (query.q) rows = rows.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(query.q!)), eb('c.description', 'ilike', containsPattern(query.q!))]))
    const sort = parseSort(query.sort ?? 'name', { name: 'c.name', created: 'c.created_at', updated: 'c.updated_at' })
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, toConfigSummary)
  })

  const config = registerRecordCalls(app, services, {
    calls: { get: tp.getConfig, create: tp.createConfig, update: tp.updateConfig, remove: tp.removeConfig },
    parent: pathScope('Trust policy config'),
    parentOfCreate: bodyScope,
    key: (params) => params.name,
    noun: 'Trust policy config',
    table: 'trust_policy_config',
    rows: (trx, { principal, space }) => configTreeRows(trx, principal).where('c.space_id', '=', space!.id),
    keyColumn: 'c.name',
    idColumn: 'c.id',
    toEntity: toConfig,
    canChange: (_, { principal }) => mustBeSpaceWide(principal),
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
  bindCall(app, services, tp.cloneConfig, async (input) => {
    const { principal, params, body } = input
    const scope = await pathScope('Trust policy config')(input)
    const source = await config.load(scope, params.name)
    mustBeSpaceWide(principal)
    const answer = await auditedWrite(
      services,
      input,
      async (trx, now) => {
        const id = await insertRow(trx, 'trust_policy_config', now, {
          space_id: Number(source.space_id),
          name: body.name,
          description: source.description,
          is_default: false,
          status: source.status,
        })
        await copyTree(trx, Number(source.rowId), id, now)
        const after = toConfig(await configTreeRows(trx, principal).where('c.id', '=', id).executeTakeFirstOrThrow())
        return {
          answer: after,
          event: { type: 'CREATE', targetType: 'trustPolicyConfig', targetId: `${after.space}/${after.name}`, detail: { clonedFrom: `${source.space_name}/${source.name}`, after } },
        }
      },
      configTaken,
    )
    input.reply.code(201)
    return answer
  })

  registerRecordCalls(app, services, {
    calls: { get: tp.getCollection, create: tp.createCollection, update: tp.updateCollection, remove: tp.removeCollection },
    parent: pathScope('Trust policy collection'),
    parentOfCreate: bodyScope,
    key: (params) => params.id,
    noun: 'Trust policy collection',
    table: 'trust_policy_collection',
    rows: (trx, { principal, space }) => collectionRows(trx, principal).where('c.space_id', '=', space!.id),
    keyColumn: 'trust_policy_collection.id',
    idColumn: 'trust_policy_collection.id',
    toEntity: (row) => toCollection(row, row.space_name, row.config_name),
    canChange: (_, { principal }) => mustBeSpaceWide(principal),
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
    parent: pathScope('Trust policy'),
    parentOfCreate: bodyScope,
    key: (params) => params.id,
    noun: 'Trust policy',
    table: 'trust_policy',
    rows: (trx, { principal, space }) => policyRows(trx, principal).where('c.space_id', '=', space!.id),
    keyColumn: 'p.id',
    idColumn: 'p.id',
    toEntity: (row) => toPolicy(row, row.space_name),
    canChange: (_, { principal }) => mustBeSpaceWide(principal),
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
