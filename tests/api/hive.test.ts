import { calls } from '@domain/calls'
import type { HiveSetting } from '@domain/entities/hive'
import { describe, expect, it } from 'vitest'
import { callApi, latestEventOn, newUsersForFile, signedInForFile, testAppForFile } from './helpers'

const h = calls.hive
const t = testAppForFile({ transactions: 50 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])
const { spaceAdmin, platformAdmin, nobody } = newUsersForFile(t, {
  spaceAdmin: { username: 'hv-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  /** A user of the platform's own space: the settings are the platform's to change. */
  platformAdmin: { username: 'hv-platform-admin', space: 'platform', scope: 'SPACE', role: 'ADMIN' },
  nobody: { username: 'hv-nobody', space: 'acme' },
})

const name = (s: HiveSetting) => `${s.environment}/${s.component}/${s.key}`

async function allOf(list: typeof h.gatewayHive, query: Record<string, string | number> = {}): Promise<HiveSetting[]> {
  const answer = await callApi(t.app, list, { token: admin.token, query: { limit: 500, ...query } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.items
}

const hives = [
  { label: 'gateway hive', list: h.gatewayHive, save: h.saveGatewayHive, remove: h.removeGatewayHive, targetType: 'gatewayHive', component: 'ATLAS', count: 25 },
  { label: 'midas hive', list: h.midasHive, save: h.saveMidasHive, remove: h.removeMidasHive, targetType: 'midasHive', component: 'router', count: 9 },
] as const

describe('GET gwhive and midashive', () => {
  it('each hive lists its own settings, by component, with their environment and type', async () => {
    const gateway = await allOf(h.gatewayHive)
    expect(gateway).toHaveLength(25)
    expect(gateway.map((s) => s.component)).toEqual([...gateway.map((s) => s.component)].sort())
    expect(gateway.find((s) => name(s) === 'Production/ATLAS/timeoutMs')).toMatchObject({ type: 'NUMBER', value: '8000', description: 'Request timeout', updatedBy: 'admin' })
    expect(gateway.find((s) => name(s) === 'Development/ATLAS/endpoint')).toMatchObject({ type: 'TEXT', value: 'https://sandbox.atlas.example/v2' })
    const midas = await allOf(h.midasHive)
    expect(midas).toHaveLength(9)
    expect(midas.find((s) => s.key === 'gatewayWeights')).toMatchObject({ type: 'JSON', environment: 'Production' })
    expect(midas.every((s) => !gateway.some((g) => name(g) === name(s)))).toBe(true)
  })

  it('filters by component, key text, exact key, environment and type; pages by keyset; refuses what it does not know', async () => {
    expect((await allOf(h.gatewayHive, { component: 'ATLAS' })).map(name).sort()).toEqual([
      'Development/ATLAS/endpoint',
      'Production/ATLAS/enabled',
      'Production/ATLAS/endpoint',
      'Production/ATLAS/retryCount',
      'Production/ATLAS/timeoutMs',
    ])
    expect((await allOf(h.gatewayHive, { q: 'TIME' })).map((s) => s.key)).toEqual(Array(5).fill('timeoutMs'))
    expect((await allOf(h.gatewayHive, { component: 'BOREAL', key: 'endpoint' })).map((s) => s.environment).sort()).toEqual(['Development', 'Production'])
    expect(await allOf(h.gatewayHive, { environment: 'Development' })).toHaveLength(5)
    expect((await allOf(h.gatewayHive, { type: 'BOOLEAN' })).map((s) => s.key)).toEqual(Array(5).fill('enabled'))
    expect((await allOf(h.midasHive, { environment: 'Development' })).map(name)).toEqual(['Development/router/strategy'])

    const first = await callApi(t.app, h.gatewayHive, { token: admin.token, query: { limit: 10, sort: '-updated' } })
    expect(first.body.items).toHaveLength(10)
    expect(first.body.total).toBe(25)
    const rest = await callApi(t.app, h.gatewayHive, { token: admin.token, query: { limit: 50, sort: '-updated', cursor: first.body.nextCursor } })
    expect(new Set([...first.body.items, ...rest.body.items].map(name)).size).toBe(25)

    for (const query of [{ sort: 'value' }, { environment: 'Staging' }, { type: 'DATE' }, { space: 'acme' }]) {
      const refused = await callApi(t.app, h.gatewayHive, { token: admin.token, query })
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].field).toBe(Object.keys(query)[0])
    }
  })

  it('asks for hive.read: 401 without a token, 403 without the permission; any space holding it reads the platform’s settings', async () => {
    for (const { list } of hives) {
      expect((await callApi(t.app, list, {})).status).toBe(401)
      for (const user of [nobody, analyst]) expect((await callApi(t.app, list, { token: user.token })).status).toBe(403)
      expect((await callApi(t.app, list, { token: spaceAdmin.token })).status).toBe(200)
    }
  })
})

describe.each(hives)('POST and DELETE of the $label', ({ list, save, remove, targetType, component }) => {
  it('saves a new key (201, audited as its creation), then a new value for it (200, audited with before and after)', async () => {
    const body = { component, key: 'maxAmount', environment: 'Production', type: 'NUMBER', value: '125000', description: 'Largest amount routed here' }
    const created = await callApi(t.app, save, { token: platformAdmin.token, body })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ ...body, updatedBy: 'hv-platform-admin' })
    expect(await latestEventOn(t.services, 'CREATE', 'hv-platform-admin', targetType)).toMatchObject({
      target_id: `Production/${component}/maxAmount`,
      detail: { after: { value: '125000', type: 'NUMBER' } },
    })

    // A new value without a description keeps the one it had.
    const changed = await callApi(t.app, save, { token: admin.token, body: { component, key: 'maxAmount', environment: 'Production', type: 'NUMBER', value: '99000.50' } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ value: '99000.50', description: 'Largest amount routed here', updatedBy: 'admin' })
    const update = await latestEventOn(t.services, 'UPDATE', 'admin', targetType)
    expect(update).toMatchObject({ target_id: `Production/${component}/maxAmount` })
    expect(update!.detail).toMatchObject({ before: { value: '125000', updatedBy: 'hv-platform-admin' }, after: { value: '99000.50', updatedBy: 'admin' } })

    // Development holds a value of its own under the same key.
    const dev = await callApi(t.app, save, { token: admin.token, body: { component, key: 'maxAmount', environment: 'Development', type: 'TEXT', value: 'unlimited' } })
    expect(dev.status).toBe(201)
    expect((await allOf(list, { component, key: 'maxAmount' })).map((s) => `${s.environment}=${s.value}`).sort()).toEqual(['Development=unlimited', 'Production=99000.50'])
  })

  it('refuses a value that does not read as its type, saying why beside `value`; text takes anything but a card number', async () => {
    const refused = async (type: string, value: string) => {
      const answer = await callApi(t.app, save, { token: admin.token, body: { component, key: 'typed', environment: 'Production', type, value } })
      expect(answer.status, `${type} ${value}`).toBe(400)
      expect(answer.body.errors).toHaveLength(1)
      expect(answer.body.errors[0].field).toBe('value')
      return answer.body.errors[0].message as string
    }
    for (const value of ['abc', '12,5', '', ' 80', '1e999', '0x10']) expect(await refused('NUMBER', value)).toMatch(/^Not a number/)
    for (const value of ['yes', 'TRUE', '1', '']) expect(await refused('BOOLEAN', value)).toBe('Write true or false')
    expect(await refused('JSON', '{"ATLAS": 30,}')).toMatch(/^Not valid JSON: .*position 13/)
    expect(await refused('JSON', '')).toMatch(/^Not valid JSON: /)
    expect(await refused('TEXT', 'card 4111 1111 1111 1111')).toMatch(/card number/)
    expect((await allOf(list, { key: 'typed' }))).toEqual([])

    for (const [type, value] of [['NUMBER', '-0.25'], ['NUMBER', '1e3'], ['BOOLEAN', 'false'], ['JSON', ' {"ATLAS": [1, 2], "on": true} '], ['JSON', '"text"'], ['TEXT', '  spaced, kept  ']]) {
      const answer = await callApi(t.app, save, { token: admin.token, body: { component, key: 'typed', environment: 'Production', type, value } })
      expect(answer.status, `${type} ${value}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
      expect(answer.body).toMatchObject({ type, value })
    }
  })

  it('refuses a bad component or key, an unknown environment or type, each under its name', async () => {
    const answer = await callApi(t.app, save, { token: admin.token, body: { component: 'has space', key: '', environment: 'Staging', type: 'DATE', value: 'x' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['component', 'environment', 'key', 'type'])
  })

  it('deletes a setting of one environment (audited with what it was); a missing one is 404; the environment must be named', async () => {
    await callApi(t.app, save, { token: admin.token, body: { component, key: 'doomed', environment: 'Development', type: 'BOOLEAN', value: 'true' } })
    await callApi(t.app, save, { token: admin.token, body: { component, key: 'doomed', environment: 'Production', type: 'BOOLEAN', value: 'false' } })
    const params = { component, key: 'doomed' }
    expect((await callApi(t.app, remove, { token: admin.token, params })).body.errors[0].field).toBe('environment')
    const removed = await callApi(t.app, remove, { token: platformAdmin.token, params, query: { environment: 'Development' } })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ ok: true })
    const event = await latestEventOn(t.services, 'DELETE', 'hv-platform-admin', targetType)
    expect(event).toMatchObject({ target_id: `Development/${component}/doomed`, detail: { before: { value: 'true' }, after: null } })
    expect((await allOf(list, { component, key: 'doomed' })).map((s) => s.environment)).toEqual(['Production'])
    const again = await callApi(t.app, remove, { token: admin.token, params, query: { environment: 'Development' } })
    expect(again.status).toBe(404)
    expect(again.body.errorCode).toBe('NOT_FOUND')
    expect((await callApi(t.app, remove, { token: admin.token, params: { component: 'nowhere', key: 'doomed' }, query: { environment: 'Production' } })).status).toBe(404)
  })

  it('asks for hive.write, which only the platform’s own users hold: 401 without a token, 403 without it (a partner space’s administrator too), nothing written', async () => {
    const body = { component, key: 'sneaky', environment: 'Production', type: 'TEXT', value: 'x' }
    const params = { component, key: 'enabled' }
    expect((await callApi(t.app, save, { body })).status).toBe(401)
    expect((await callApi(t.app, remove, { params, query: { environment: 'Production' } })).status).toBe(401)
    expect(spaceAdmin.user.permissions).not.toContain('hive.write')
    for (const user of [nobody, analyst, spaceAdmin]) {
      expect((await callApi(t.app, save, { token: user.token, body })).status).toBe(403)
      expect((await callApi(t.app, remove, { token: user.token, params, query: { environment: 'Production' } })).status).toBe(403)
    }
    expect(await allOf(list, { key: 'sneaky' })).toEqual([])
  })
})
