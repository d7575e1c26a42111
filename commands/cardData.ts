import { sectionKey } from './sections'
import { type CommandSpec, defineCommands } from './types'

function readsAsJson(value: string): boolean {
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

/** A new record opens in the detail pane beside the list, keeping the list's filters. */
function keepingSearch(path: string, search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (key === 'entrySpace') continue
    if (typeof value === 'number') params.set(key, String(value))
    // Text the router would read as a number or a literal keeps its quotes, as the router writes it.
    else if (typeof value === 'string') params.set(key, readsAsJson(value) ? JSON.stringify(value) : value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

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
    // On the list, the form opens beside it with the current filters; elsewhere, on the list.
    run: (ctx) => ctx.navigate(keepingSearch(`${list}/@new`, ctx.location.pathname.startsWith(list) ? ctx.location.search : {})),
  }
}

export const cardDataCommands = defineCommands({
  'cardbin.list': goTo('cardBins', '/cardBins', 'g b', ['bin', 'iin', 'card range', 'issuer', 'scheme']),
  'cardblacklist.list': goTo('cardBlacklist', '/cardBlacklist', 'g l', ['blacklist', 'blocked cards', 'card hash', 'refused']),
  'cardbin.create': createIn('newCardBin', '/cardBins', '/cardBins/$cardBin', ['new', 'create', 'add', 'bin']),
  'cardblacklist.create': createIn('newBlacklistEntry', '/cardBlacklist', '/cardBlacklist/$cardId', ['new', 'create', 'add', 'blacklist', 'block card']),
})
