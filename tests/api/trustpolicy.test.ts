import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import {
  type TrustPolicyConfig,
  trustPolicyCollectionSchema,
  trustPolicyConfigSchema,
  trustPolicyConfigSummarySchema,
  trustPolicySchema,
} from '@domain/entities/trustpolicy'
import { pageSchema } from '@domain/pagination'
import { describe, expect, it } from 'vitest'
import { callApi, latestEventOn, newUsersForFile, signedInForFile, testAppForFile, trustPolicyCollectionId } from './helpers'

const tp = calls.trustpolicy
const t = testAppForFile({ transactions: 50 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])
const { acmeAdmin, groupAdmin, noRole } = newUsersForFile(t, {
  /** ADMIN role, SPACE scope acme. */
  acmeAdmin: { username: 'tp-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  /** ADMIN role, GROUP scope acme-retail: reads the space's configs, changes none. */
  groupAdmin: { username: 'tp-retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
  /** An acme user without a role. */
  noRole: { username: 'tp-no-role', space: 'acme', scope: 'SPACE' },
})

const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field)

async function getConfig(space: string, name: string, token = admin.token): Promise<TrustPolicyConfig> {
  const res = await callApi(t.app, tp.getConfig, { token, params: { space, name } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return trustPolicyConfigSchema.parse(res.body)
}

/**
 * A record of rio is 404 to the acme admin by either space's path, and 200 to the super admin by
 * its own; one of acme is 401 without a token and 403 to a user without a role.
 */
async function expectSpaceWalls(record: { get: CallDef; update: CallDef; remove: CallDef }, ids: { rio: number; acme: number }, change: Record<string, unknown>) {
  const status = async (call: CallDef, token: string | undefined, space: string, id: number, body?: Record<string, unknown>) =>
    (await callApi(t.app, call, { token, params: { space, id }, body })).status
  expect(await status(record.get, acmeAdmin.token, 'rio', ids.rio)).toBe(404)
  expect(await status(record.get, acmeAdmin.token, 'acme', ids.rio)).toBe(404)
  expect(await status(record.update, acmeAdmin.token, 'acme', ids.rio, change)).toBe(404)
  expect(await status(record.remove, acmeAdmin.token, 'rio', ids.rio)).toBe(404)
  expect(await status(record.get, admin.token, 'rio', ids.rio)).toBe(200)
  expect(await status(record.get, undefined, 'acme', ids.acme)).toBe(401)
  expect(await status(record.get, noRole.token, 'acme', ids.acme)).toBe(403)
}

/** A config's tree without what a copy changes: ids, times and the names of its parents. */
function shape(config: TrustPolicyConfig) {
  return config.collections.map((c) => ({
    name: c.name,
    description: c.description,
    priority: c.priority,
    status: c.status,
    policies: c.policies.map((p) => ({ name: p.name, condition: p.condition, trustLevel: p.trustLevel, priority: p.priority, status: p.status })),
  }))
}

async function treeCounts(configName: string, space = 'acme') {
  const [row] = await t.services.db
    .selectFrom('trust_policy_config as c')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .leftJoin('trust_policy_collection as tc', 'tc.config_id', 'c.id')
    .leftJoin('trust_policy as p', 'p.collection_id', 'tc.id')
    .select((eb) => [eb.fn.count('tc.id').distinct().as('collections'), eb.fn.count('p.id').as('policies')])
    .where('s.name', '=', space)
    .where('c.name', '=', configName)
    .execute()
  return { collections: Number(row?.collections ?? 0), policies: Number(row?.policies ?? 0) }
}

describe('GET trustpolicyconfig', () => {
  it('lists summaries: the super admin every space’s, a space user its own; filters, sorts and pages', async () => {
    const all = await callApi(t.app, tp.configs, { token: admin.token, query: { limit: 100 } })
    expect(all.status).toBe(200)
    const items = pageSchema(trustPolicyConfigSummarySchema).parse(all.body).items
    expect(items.map((c) => `${c.space}/${c.name}`).sort()).toEqual(['acme/standard', 'acme/strict', 'platform/standard', 'platform/strict', 'rio/standard', 'rio/strict'])
    expect(items.find((c) => c.space === 'acme' && c.name === 'standard')).toMatchObject({ isDefault: true, collectionCount: 2, policyCount: 4, status: 'ACTIVE' })
    const own = await callApi(t.app, tp.configs, { token: analyst.token })
    expect(own.body.items.map((c: TrustPolicyConfig) => `${c.space}/${c.name}`)).toEqual(['acme/standard', 'acme/strict'])
    expect((await callApi(t.app, tp.configs, { token: acmeAdmin.token, query: { space: 'rio' } })).body.items).toEqual([])
    expect((await callApi(t.app, tp.configs, { token: admin.token, query: { space: 'rio', q: 'TIGHTER' } })).body.items.map((c: TrustPolicyConfig) => c.name)).toEqual(['strict'])
    expect((await callApi(t.app, tp.configs, { token: admin.token, query: { status: 'INACTIVE' } })).body.items).toEqual([])
    const first = await callApi(t.app, tp.configs, { token: admin.token, query: { limit: 4, sort: '-name' } })
    const rest = await callApi(t.app, tp.configs, { token: admin.token, query: { limit: 4, sort: '-name', cursor: first.body.nextCursor } })
    expect([...first.body.items, ...rest.body.items].map((c: TrustPolicyConfig) => c.name)).toEqual(['strict', 'strict', 'strict', 'standard', 'standard', 'standard'])
  })

  it('refuses a bad filter (400 naming it), no token (401) and a user without trustPolicy.read (403)', async () => {
    expect(fields(await callApi(t.app, tp.configs, { token: admin.token, query: { status: 'ON' } }))).toEqual(['status'])
    expect((await callApi(t.app, tp.configs, {})).status).toBe(401)
    expect((await callApi(t.app, tp.configs, { token: noRole.token })).status).toBe(403)
  })
})

describe('GET trustpolicyconfig/{space}/{name}', () => {
  it('answers the whole tree: collections by priority, each with its policies by priority', async () => {
    const config = await getConfig('acme', 'standard', analyst.token)
    expect(config).toMatchObject({ space: 'acme', name: 'standard', isDefault: true, status: 'ACTIVE' })
    expect(config.collections.map((c) => [c.name, c.priority, c.configName, c.space])).toEqual([
      ['promotion', 1, 'standard', 'acme'],
      ['demotion', 2, 'standard', 'acme'],
    ])
    const [promotion, demotion] = config.collections
    expect(promotion!.policies.map((p) => [p.name, p.priority, p.trustLevel])).toEqual([
      ['standard-after-first-payments', 1, 'STANDARD'],
      ['trusted-after-history', 2, 'TRUSTED'],
    ])
    expect(promotion!.policies[0]).toMatchObject({ collectionId: promotion!.id, space: 'acme', condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 3 } })
    expect(demotion!.policies.map((p) => p.trustLevel)).toEqual(['RESTRICTED', 'UNTRUSTED'])
    expect((await getConfig('acme', 'standard', groupAdmin.token)).collections).toHaveLength(2)
  })

  it('another space’s config is 404 to a space user; an unknown one 404; 401 and 403', async () => {
    expect((await callApi(t.app, tp.getConfig, { token: acmeAdmin.token, params: { space: 'rio', name: 'standard' } })).status).toBe(404)
    expect((await callApi(t.app, tp.getConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'missing' } })).status).toBe(404)
    expect((await callApi(t.app, tp.getConfig, { token: acmeAdmin.token, params: { space: 'nowhere', name: 'standard' } })).status).toBe(404)
    expect((await getConfig('rio', 'standard')).space).toBe('rio')
    expect((await callApi(t.app, tp.getConfig, { params: { space: 'acme', name: 'standard' } })).status).toBe(401)
    expect((await callApi(t.app, tp.getConfig, { token: noRole.token, params: { space: 'acme', name: 'standard' } })).status).toBe(403)
  })
})

describe('POST, PUT and DELETE trustpolicyconfig', () => {
  it('a space admin creates and edits a config, audited with before and after; a new default takes over from the old one', async () => {
    const created = await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'acme', name: 'weekend', description: 'Weekend rules' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(trustPolicyConfigSchema.parse(created.body)).toMatchObject({ space: 'acme', name: 'weekend', isDefault: false, status: 'ACTIVE', collections: [] })
    expect(await latestEventOn(t.services, 'CREATE', 'tp-acme-admin', 'trustPolicyConfig')).toMatchObject({ target_id: 'acme/weekend', detail: { after: { name: 'weekend' } } })

    const edited = await callApi(t.app, tp.updateConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'weekend' }, body: { description: 'Saturday and Sunday', status: 'SHADOW' } })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ description: 'Saturday and Sunday', status: 'SHADOW', isDefault: false })
    expect(await latestEventOn(t.services, 'UPDATE', 'tp-acme-admin', 'trustPolicyConfig')).toMatchObject({
      target_id: 'acme/weekend',
      detail: { before: { description: 'Weekend rules', status: 'ACTIVE' }, after: { description: 'Saturday and Sunday', status: 'SHADOW' } },
    })

    const madeDefault = await callApi(t.app, tp.updateConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'weekend' }, body: { isDefault: true } })
    expect(madeDefault.body.isDefault).toBe(true)
    expect((await getConfig('acme', 'standard')).isDefault).toBe(false)
    expect((await latestEventOn(t.services, 'UPDATE', 'tp-acme-admin', 'trustPolicyConfig'))!.detail).toMatchObject({ previousDefault: 'standard' })
    const newDefault = await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'acme', name: 'holiday', isDefault: true } })
    expect(newDefault.body.isDefault).toBe(true)
    const acme = await callApi(t.app, tp.configs, { token: acmeAdmin.token, query: { limit: 100 } })
    expect(acme.body.items.filter((c: TrustPolicyConfig) => c.isDefault).map((c: TrustPolicyConfig) => c.name)).toEqual(['holiday'])
    expect((await getConfig('rio', 'standard')).isDefault).toBe(true)
  })

  it('field errors: a bad or taken name, an unknown status, a space the user does not see; an empty change', async () => {
    expect(fields(await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'acme', name: 'has space', status: 'ON' } })).sort()).toEqual(['name', 'status'])
    const taken = await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'acme', name: 'standard' } })
    expect(taken.status).toBe(400)
    expect(fields(taken)).toEqual(['name'])
    expect(fields(await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'rio', name: 'mine' } }))).toEqual(['space'])
    expect(fields(await callApi(t.app, tp.createConfig, { token: acmeAdmin.token, body: { space: 'acme', name: 'x', description: 'card 4111 1111 1111 1111' } }))).toEqual(['description'])
    expect(fields(await callApi(t.app, tp.updateConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: { isDefault: 'yes' } }))).toEqual(['isDefault'])
    expect((await callApi(t.app, tp.updateConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: {} })).status).toBe(400)
  })

  it('another space’s config is 404; no token 401; no permission, a read-only role or a group user 403', async () => {
    expect((await callApi(t.app, tp.updateConfig, { token: acmeAdmin.token, params: { space: 'rio', name: 'strict' }, body: { description: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, tp.removeConfig, { token: acmeAdmin.token, params: { space: 'rio', name: 'strict' } })).status).toBe(404)
    expect((await callApi(t.app, tp.createConfig, { body: { space: 'acme', name: 'x' } })).status).toBe(401)
    expect((await callApi(t.app, tp.createConfig, { token: noRole.token, body: { space: 'acme', name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.createConfig, { token: analyst.token, body: { space: 'acme', name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.createConfig, { token: groupAdmin.token, body: { space: 'acme', name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.updateConfig, { token: groupAdmin.token, params: { space: 'acme', name: 'strict' }, body: { description: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.removeConfig, { token: noRole.token, params: { space: 'acme', name: 'strict' } })).status).toBe(403)
    expect((await callApi(t.app, tp.removeConfig, { params: { space: 'acme', name: 'strict' } })).status).toBe(401)
  })

  it('a delete takes the config’s collections and policies with it, audited with the whole tree as before', async () => {
    const cloned = await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: { name: 'strict-to-drop' } })
    expect(cloned.status).toBe(201)
    expect(await treeCounts('strict-to-drop')).toEqual({ collections: 2, policies: 4 })
    const policyId = cloned.body.collections[0].policies[0].id
    const removed = await callApi(t.app, tp.removeConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict-to-drop' } })
    expect(removed.status).toBe(200)
    expect(await treeCounts('strict-to-drop')).toEqual({ collections: 0, policies: 0 })
    expect((await callApi(t.app, tp.getConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict-to-drop' } })).status).toBe(404)
    expect((await callApi(t.app, tp.getPolicy, { token: acmeAdmin.token, params: { space: 'acme', id: policyId } })).status).toBe(404)
    const event = await latestEventOn(t.services, 'DELETE', 'tp-acme-admin', 'trustPolicyConfig')
    expect(event).toMatchObject({ target_id: 'acme/strict-to-drop', detail: { after: null, before: { name: 'strict-to-drop', collections: [{ name: 'promotion' }, { name: 'demotion' }] } } })
    expect(await treeCounts('strict')).toEqual({ collections: 2, policies: 4 })
  })
})

describe('POST trustpolicyconfig/{space}/{name}/clone', () => {
  it('copies the tree in one write: new ids, every field and priority kept, never the default; audited as a creation', async () => {
    const source = await getConfig('acme', 'standard')
    const res = await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'standard' }, body: { name: 'standard-copy' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const copy = trustPolicyConfigSchema.parse(res.body)
    expect(copy).toMatchObject({ space: 'acme', name: 'standard-copy', description: source.description, status: source.status, isDefault: false })
    expect(shape(copy)).toEqual(shape(source))
    expect(shape(await getConfig('acme', 'standard-copy'))).toEqual(shape(source))
    const sourceIds = source.collections.flatMap((c) => [c.id, ...c.policies.map((p) => p.id)])
    expect(copy.collections.flatMap((c) => [c.id, ...c.policies.map((p) => p.id)]).some((id) => sourceIds.includes(id))).toBe(false)
    expect(copy.collections.every((c) => c.configName === 'standard-copy' && c.policies.every((p) => p.collectionId === c.id))).toBe(true)
    expect(shape(await getConfig('acme', 'standard'))).toEqual(shape(source))
    expect(await latestEventOn(t.services, 'CREATE', 'tp-acme-admin', 'trustPolicyConfig')).toMatchObject({
      target_id: 'acme/standard-copy',
      detail: { clonedFrom: 'acme/standard', after: { name: 'standard-copy', collections: [{ name: 'promotion' }, { name: 'demotion' }] } },
    })
  })

  it('a taken or bad name is a field error and copies nothing; another space’s config 404; 401 and 403', async () => {
    const taken = await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: { name: 'standard' } })
    expect(taken.status).toBe(400)
    expect(fields(taken)).toEqual(['name'])
    expect(await treeCounts('standard')).toEqual({ collections: 2, policies: 4 })
    const collections = await t.services.db.selectFrom('trust_policy_collection').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(fields(await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: { name: 'bad name' } }))).toEqual(['name'])
    expect(fields(await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'acme', name: 'strict' }, body: {} }))).toEqual(['name'])
    const after = await t.services.db.selectFrom('trust_policy_collection').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(collections.n))
    expect((await callApi(t.app, tp.cloneConfig, { token: acmeAdmin.token, params: { space: 'rio', name: 'strict' }, body: { name: 'stolen' } })).status).toBe(404)
    expect((await callApi(t.app, tp.cloneConfig, { params: { space: 'acme', name: 'strict' }, body: { name: 'x' } })).status).toBe(401)
    expect((await callApi(t.app, tp.cloneConfig, { token: noRole.token, params: { space: 'acme', name: 'strict' }, body: { name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.cloneConfig, { token: groupAdmin.token, params: { space: 'acme', name: 'strict' }, body: { name: 'x' } })).status).toBe(403)
  })
})

describe('trustpolicycollection', () => {
  it('creates, reads, edits and deletes a collection of a config, each write audited with before and after', async () => {
    const created = await callApi(t.app, tp.createCollection, {
      token: acmeAdmin.token,
      body: { space: 'acme', configName: 'strict', name: 'review', description: 'Manual review signals', priority: 5 },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const collection = trustPolicyCollectionSchema.parse(created.body)
    expect(collection).toMatchObject({ space: 'acme', configName: 'strict', name: 'review', priority: 5, status: 'ACTIVE', policies: [] })
    expect(await latestEventOn(t.services, 'CREATE', 'tp-acme-admin', 'trustPolicyCollection')).toMatchObject({ target_id: String(collection.id), detail: { after: { name: 'review' } } })
    expect((await getConfig('acme', 'strict')).collections.map((c) => c.name)).toEqual(['promotion', 'demotion', 'review'])

    const read = await callApi(t.app, tp.getCollection, { token: analyst.token, params: { space: 'acme', id: collection.id } })
    expect(read.body).toEqual(created.body)
    const edited = await callApi(t.app, tp.updateCollection, { token: acmeAdmin.token, params: { space: 'acme', id: collection.id }, body: { priority: 0, status: 'INACTIVE' } })
    expect(edited.body).toMatchObject({ priority: 0, status: 'INACTIVE', name: 'review' })
    expect(await latestEventOn(t.services, 'UPDATE', 'tp-acme-admin', 'trustPolicyCollection')).toMatchObject({
      target_id: String(collection.id),
      detail: { before: { priority: 5, status: 'ACTIVE' }, after: { priority: 0, status: 'INACTIVE' } },
    })
    expect((await getConfig('acme', 'strict')).collections.map((c) => c.name)).toEqual(['review', 'promotion', 'demotion'])

    const removed = await callApi(t.app, tp.removeCollection, { token: acmeAdmin.token, params: { space: 'acme', id: collection.id } })
    expect(removed.status).toBe(200)
    expect((await callApi(t.app, tp.getCollection, { token: acmeAdmin.token, params: { space: 'acme', id: collection.id } })).status).toBe(404)
    expect(await latestEventOn(t.services, 'DELETE', 'tp-acme-admin', 'trustPolicyCollection')).toMatchObject({ target_id: String(collection.id), detail: { before: { name: 'review' }, after: null } })
  })

  it('a delete takes the collection’s policies with it', async () => {
    const id = await trustPolicyCollectionId(t, 'acme', { config: 'standard-copy', name: 'demotion' })
    const before = await callApi(t.app, tp.getCollection, { token: acmeAdmin.token, params: { space: 'acme', id } })
    const policyIds: number[] = before.body.policies.map((p: { id: number }) => p.id)
    expect(policyIds).toHaveLength(2)
    expect((await callApi(t.app, tp.removeCollection, { token: acmeAdmin.token, params: { space: 'acme', id } })).status).toBe(200)
    for (const policyId of policyIds) {
      expect((await callApi(t.app, tp.getPolicy, { token: acmeAdmin.token, params: { space: 'acme', id: policyId } })).status).toBe(404)
    }
    expect(await t.services.db.selectFrom('trust_policy').select('id').where('collection_id', '=', id).execute()).toEqual([])
    expect(await latestEventOn(t.services, 'DELETE', 'tp-acme-admin', 'trustPolicyCollection')).toMatchObject({ detail: { before: { policies: [{ id: policyIds[0] }, { id: policyIds[1] }] } } })
  })

  it('field errors: an unknown config, a space not seen, a priority out of range, a missing name', async () => {
    const res = await callApi(t.app, tp.createCollection, { token: acmeAdmin.token, body: { space: 'acme', configName: 'missing', name: 'x' } })
    expect(res.status).toBe(400)
    expect(fields(res)).toEqual(['configName'])
    expect(fields(await callApi(t.app, tp.createCollection, { token: acmeAdmin.token, body: { space: 'rio', configName: 'standard', name: 'x' } }))).toEqual(['space'])
    expect(fields(await callApi(t.app, tp.createCollection, { token: acmeAdmin.token, body: { space: 'acme', configName: 'standard', name: ' ', priority: 5000, status: 'OFF' } })).sort()).toEqual([
      'name',
      'priority',
      'status',
    ])
    const id = await trustPolicyCollectionId(t, 'acme', { config: 'standard', name: 'promotion' })
    expect(fields(await callApi(t.app, tp.updateCollection, { token: acmeAdmin.token, params: { space: 'acme', id }, body: { priority: -1 } }))).toEqual(['priority'])
    // A collection stays in its config: a change that names another one changes nothing, and is refused.
    expect((await callApi(t.app, tp.updateCollection, { token: acmeAdmin.token, params: { space: 'acme', id }, body: { configName: 'strict' } })).status).toBe(400)
    expect((await callApi(t.app, tp.getCollection, { token: acmeAdmin.token, params: { space: 'acme', id } })).body.configName).toBe('standard')
    expect(fields(await callApi(t.app, tp.getCollection, { token: acmeAdmin.token, params: { space: 'acme', id: 'abc' } }))).toEqual(['id'])
  })

  it('another space’s collection is 404, by its own space’s path or by ours; 401 and 403', async () => {
    const rioId = await trustPolicyCollectionId(t, 'rio', { config: 'standard', name: 'promotion' })
    const acmeId = await trustPolicyCollectionId(t, 'acme', { config: 'standard', name: 'promotion' })
    await expectSpaceWalls({ get: tp.getCollection, update: tp.updateCollection, remove: tp.removeCollection }, { rio: rioId, acme: acmeId }, { priority: 3 })
    expect((await callApi(t.app, tp.getCollection, { token: admin.token, params: { space: 'acme', id: rioId } })).status).toBe(404)
    expect((await callApi(t.app, tp.createCollection, { token: analyst.token, body: { space: 'acme', configName: 'standard', name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, tp.updateCollection, { token: groupAdmin.token, params: { space: 'acme', id: acmeId }, body: { priority: 3 } })).status).toBe(403)
    expect((await callApi(t.app, tp.removeCollection, { token: noRole.token, params: { space: 'acme', id: acmeId } })).status).toBe(403)
  })
})

describe('trustpolicy', () => {
  it('creates, reads, edits and deletes a policy of a collection, each write audited with before and after', async () => {
    const collection = await trustPolicyCollectionId(t, 'acme', { config: 'strict', name: 'demotion' })
    const created = await callApi(t.app, tp.createPolicy, {
      token: acmeAdmin.token,
      body: { space: 'acme', collectionId: collection, name: 'new-after-refunds', condition: { field: 'REFUND_COUNT', operator: 'GTE', value: 4 }, trustLevel: 'NEW', priority: 3 },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const policy = trustPolicySchema.parse(created.body)
    expect(policy).toMatchObject({ space: 'acme', collectionId: collection, trustLevel: 'NEW', priority: 3, status: 'ACTIVE', condition: { field: 'REFUND_COUNT', operator: 'GTE', value: 4 } })
    expect(await latestEventOn(t.services, 'CREATE', 'tp-acme-admin', 'trustPolicy')).toMatchObject({ target_id: String(policy.id), detail: { after: { name: 'new-after-refunds' } } })
    const demotion = (await getConfig('acme', 'strict')).collections.find((c) => c.id === collection)!
    expect(demotion.policies.map((p) => p.name)).toEqual(['restrict-after-chargeback', 'untrust-on-many-cards', 'new-after-refunds'])

    expect((await callApi(t.app, tp.getPolicy, { token: analyst.token, params: { space: 'acme', id: policy.id } })).body).toEqual(created.body)
    const edited = await callApi(t.app, tp.updatePolicy, {
      token: acmeAdmin.token,
      params: { space: 'acme', id: policy.id },
      body: { condition: { field: 'APPROVED_AMOUNT', operator: 'LT', value: 50000, currency: 'EUR' }, trustLevel: 'UNRESTRICTED', status: 'SHADOW' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ name: 'new-after-refunds', condition: { field: 'APPROVED_AMOUNT', operator: 'LT', value: 50000, currency: 'EUR' }, trustLevel: 'UNRESTRICTED', status: 'SHADOW', priority: 3 })
    expect(await latestEventOn(t.services, 'UPDATE', 'tp-acme-admin', 'trustPolicy')).toMatchObject({
      target_id: String(policy.id),
      detail: { before: { trustLevel: 'NEW', condition: { field: 'REFUND_COUNT' } }, after: { trustLevel: 'UNRESTRICTED', condition: { field: 'APPROVED_AMOUNT' } } },
    })

    expect((await callApi(t.app, tp.removePolicy, { token: acmeAdmin.token, params: { space: 'acme', id: policy.id } })).status).toBe(200)
    expect((await callApi(t.app, tp.getPolicy, { token: acmeAdmin.token, params: { space: 'acme', id: policy.id } })).status).toBe(404)
    expect(await latestEventOn(t.services, 'DELETE', 'tp-acme-admin', 'trustPolicy')).toMatchObject({ target_id: String(policy.id), detail: { before: { trustLevel: 'UNRESTRICTED' }, after: null } })
  })

  it('field errors: a collection of another space, an unknown condition field or operator, a negative value, an unknown trust level, an approved amount without its currency', async () => {
    const collection = await trustPolicyCollectionId(t, 'acme', { config: 'strict', name: 'promotion' })
    const good = { space: 'acme', collectionId: collection, name: 'p', condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'TRUSTED' }
    const rioCollection = await trustPolicyCollectionId(t, 'rio', { config: 'strict', name: 'promotion' })
    const foreign = await callApi(t.app, tp.createPolicy, { token: acmeAdmin.token, body: { ...good, collectionId: rioCollection } })
    expect(foreign.status).toBe(400)
    expect(fields(foreign)).toEqual(['collectionId'])
    const wrong = await callApi(t.app, tp.createPolicy, {
      token: acmeAdmin.token,
      body: { ...good, condition: { field: 'SHOE_SIZE', operator: 'ABOUT', value: -2 }, trustLevel: 'GOLD' },
    })
    // An unknown measure says which condition it is: its other parts are judged once it is known.
    expect(fields(wrong).sort()).toEqual(['condition.field', 'trustLevel'])
    const badParts = await callApi(t.app, tp.createPolicy, { token: acmeAdmin.token, body: { ...good, condition: { field: 'APPROVED_COUNT', operator: 'ABOUT', value: -2 } } })
    expect(fields(badParts).sort()).toEqual(['condition.operator', 'condition.value'])
    expect(fields(await callApi(t.app, tp.createPolicy, { token: acmeAdmin.token, body: { ...good, condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1.5 } } }))).toEqual(['condition.value'])
    expect(fields(await callApi(t.app, tp.createPolicy, { token: acmeAdmin.token, body: { ...good, space: 'rio', collectionId: rioCollection } }))).toEqual(['space'])
    // An approved amount names its currency.
    for (const condition of [
      { field: 'APPROVED_AMOUNT', operator: 'GTE', value: 100 },
      { field: 'APPROVED_AMOUNT', operator: 'GTE', value: 100, currency: 'euro' },
    ]) {
      expect(fields(await callApi(t.app, tp.createPolicy, { token: acmeAdmin.token, body: { ...good, condition } })), JSON.stringify(condition)).toEqual(['condition.currency'])
    }
    const [seeded] = (await getConfig('acme', 'strict')).collections[0]!.policies
    expect(fields(await callApi(t.app, tp.updatePolicy, { token: acmeAdmin.token, params: { space: 'acme', id: seeded!.id }, body: { condition: { field: 'APPROVED_COUNT' } } })).sort()).toEqual([
      'condition.operator',
      'condition.value',
    ])
    expect((await callApi(t.app, tp.updatePolicy, { token: acmeAdmin.token, params: { space: 'acme', id: seeded!.id }, body: { collectionId: rioCollection } })).status).toBe(400)
    expect((await callApi(t.app, tp.getPolicy, { token: acmeAdmin.token, params: { space: 'acme', id: seeded!.id } })).body.collectionId).toBe(collection)
  })

  it('another space’s policy is 404, by its own space’s path or by ours; 401 and 403', async () => {
    const rioPolicy = (await getConfig('rio', 'standard')).collections[0]!.policies[0]!.id
    const acmePolicy = (await getConfig('acme', 'standard')).collections[0]!.policies[0]!.id
    await expectSpaceWalls({ get: tp.getPolicy, update: tp.updatePolicy, remove: tp.removePolicy }, { rio: rioPolicy, acme: acmePolicy }, { priority: 9 })
    const body = { space: 'acme', collectionId: await trustPolicyCollectionId(t, 'acme', { config: 'standard', name: 'promotion' }), name: 'x', condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'TRUSTED' }
    expect((await callApi(t.app, tp.createPolicy, { token: analyst.token, body })).status).toBe(403)
    expect((await callApi(t.app, tp.createPolicy, { token: groupAdmin.token, body })).status).toBe(403)
    expect((await callApi(t.app, tp.removePolicy, { token: noRole.token, params: { space: 'acme', id: acmePolicy } })).status).toBe(403)
    expect((await callApi(t.app, tp.removePolicy, { params: { space: 'acme', id: acmePolicy } })).status).toBe(401)
  })
})
