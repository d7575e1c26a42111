import { NEW_RECORD } from '@domain/constants'
import { screenPermission } from './navigation'
import { listCommand, newRecordTarget } from './new-record'
import { sectionKey } from './sections'
import { type CommandSpec, defineCommands } from './types'

const keywords = ['hive', 'gateway settings', 'midas', 'feature flags', 'configuration', 'settings', 'runtime settings', 'environment']

/** One hive's screens: the gateway hive's or the midas hive's. */
const screensOf = (gateway: boolean) =>
  gateway ? ({ list: '/gwhive', detail: '/gwhive/$component/$key' } as const) : ({ list: '/midashive', detail: '/midashive/$component/$key' } as const)

function listOf(gateway: boolean): CommandSpec {
  const { list } = screensOf(gateway)
  return listCommand({
    title: gateway ? 'hive:commands.gatewayList' : 'hive:commands.midasList',
    route: list,
    permission: screenPermission(list),
    keywords: gateway ? ['gateway hive', 'gwhive', 'gateway endpoints', 'timeouts', ...keywords] : ['midas hive', 'midashive', 'router', 'routing', ...keywords],
  })
}

/** A new setting: the form beside the list, its component and key both still to name. */
function newSetting(gateway: boolean): CommandSpec {
  const { list, detail } = screensOf(gateway)
  return {
    title: gateway ? 'hive:commands.newGatewaySetting' : 'hive:commands.newMidasSetting',
    section: sectionKey('navigation'),
    keywords: ['new setting', 'add setting', 'add key', 'create setting', gateway ? 'gateway hive' : 'midas hive'],
    permission: 'hive.write',
    route: detail,
    run: (ctx) => ctx.go(newRecordTarget(detail, list, { component: NEW_RECORD }, ctx.location)),
  }
}

export const hiveCommands = defineCommands({
  'hive.gatewayList': listOf(true),
  'hive.newGatewaySetting': newSetting(true),
  'hive.midasList': listOf(false),
  'hive.newMidasSetting': newSetting(false),
})
