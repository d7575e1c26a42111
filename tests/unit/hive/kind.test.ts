import { gatewayHive, midasHive } from '@console/api/hive'
import { valueForType, valueProblemText } from '@console/screens/hive/value-logic'
import type { HiveSetting } from '@domain/entities/hive'
import { describe, expect, it } from 'vitest'

const setting = { component: 'ATLAS', key: 'timeoutMs', environment: 'Development' } as HiveSetting
const route = { component: 'ATLAS', key: 'timeoutMs', settingEnvironment: 'Development' }

describe('a hive setting as a record kind', () => {
  it('is named by its component and key in the path and its environment beside them; its list is the hive', () => {
    expect([gatewayHive.listRoute, gatewayHive.param, midasHive.listRoute]).toEqual(['/gwhive', 'key', '/midashive'])
    expect(gatewayHive.rowKey(setting)).toBe('Development/ATLAS/timeoutMs')
    expect(gatewayHive.keyInRoute(route)).toBe('Development/ATLAS/timeoutMs')
    expect(gatewayHive.keyInRoute({ component: '@new', key: '@new' })).toBe('@new')
    expect(gatewayHive.locate(setting, { component: 'BOREAL', key: 'enabled', settingEnvironment: 'Production' })).toEqual({
      params: { component: 'ATLAS', key: 'timeoutMs', settingEnvironment: 'Production' },
      search: { settingEnvironment: 'Development' },
    })
    expect(gatewayHive.listSearch({ environment: 'Production', settingEnvironment: 'Development', dialog: 'delete' })).toEqual({ environment: 'Production' })
  })

  it('is read from its list by component, key and environment, and removed by its path and environment', async () => {
    expect(gatewayHive.listedBy?.('timeoutMs', route)).toEqual({ component: 'ATLAS', key: 'timeoutMs', environment: 'Development', limit: 1 })
    expect(gatewayHive.params('timeoutMs', route)).toEqual({ component: 'ATLAS', key: 'timeoutMs' })
    expect(gatewayHive.query?.('timeoutMs', route)).toEqual({ environment: 'Development' })
    expect(gatewayHive.query?.('timeoutMs', { ...route, settingEnvironment: 'Staging' })).toEqual({ environment: undefined })
    expect(gatewayHive.keys.detail('timeoutMs', route)).not.toEqual(gatewayHive.keys.detail('timeoutMs', { ...route, settingEnvironment: 'Production' }))
    expect(gatewayHive.keys.all).not.toEqual(midasHive.keys.all)
    expect(gatewayHive.history?.(setting)).toEqual({ targetType: 'gatewayHive', targetId: 'Development/ATLAS/timeoutMs' })
    expect(midasHive.history?.(setting)).toEqual({ targetType: 'midasHive', targetId: 'Development/ATLAS/timeoutMs' })
    expect([gatewayHive.readPermission, gatewayHive.writePermission]).toEqual(['hive.read', 'hive.write'])
  })
})

describe('a hive value in its form', () => {
  it('says why it does not read as its type, with the JSON parser’s position', () => {
    expect(valueProblemText('NUMBER', '8000')).toBeNull()
    expect(valueProblemText('NUMBER', '8 000')).toEqual({ key: 'valueProblems.number' })
    expect(valueProblemText('BOOLEAN', 'yes')).toEqual({ key: 'valueProblems.boolean' })
    expect(valueProblemText('JSON', '{"a": 1,}')).toEqual({ key: 'valueProblems.json', parser: expect.stringMatching(/position 8/) })
    expect(valueProblemText('TEXT', '')).toBeNull()
  })

  it('becomes true or false when its type becomes boolean, and keeps its text otherwise', () => {
    expect(valueForType('BOOLEAN', 'true')).toBe('true')
    expect(valueForType('BOOLEAN', 'priority')).toBe('false')
    expect(valueForType('JSON', 'priority')).toBe('priority')
  })
})
