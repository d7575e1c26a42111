import { newRecordPath } from './new-record'
import { sectionKey } from './sections'
import { type CommandSpec, defineCommands } from './types'

function goTo(name: string, route: string, shortcut?: string, keywords: string[] = []): CommandSpec {
  return {
    title: `cardData:commands.${name}`,
    section: sectionKey('navigation'),
    keywords,
    shortcut,
    permission: 'cardData.read',
    route,
    run: (ctx) => ctx.navigate(route),
  }
}

function createIn(name: string, list: string, route: string, keywords: string[]): CommandSpec {
  return {
    title: `cardData:commands.${name}`,
    section: sectionKey('navigation'),
    keywords,
    permission: 'cardData.write',
    route,
    run: (ctx) => ctx.navigate(newRecordPath(list, ctx.location)),
  }
}

export const cardDataCommands = defineCommands({
  'cardbin.list': goTo('cardBins', '/cardBins', 'g b', ['bin', 'iin', 'card range', 'issuer', 'scheme']),
  'cardblacklist.list': goTo('cardBlacklist', '/cardBlacklist', 'g l', ['blacklist', 'blocked cards', 'card hash', 'refused']),
  'cardbin.create': createIn('newCardBin', '/cardBins', '/cardBins/$cardBin', ['new', 'create', 'add', 'bin']),
  'cardblacklist.create': createIn('newBlacklistEntry', '/cardBlacklist', '/cardBlacklist/$cardId', ['new', 'create', 'add', 'blacklist', 'block card']),
})
