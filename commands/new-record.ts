import { NEW_RECORD } from '@domain/constants'
import { sectionKey } from './sections'
import type { CommandSpec } from './types'

function readsAsJson(value: string): boolean {
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

/** A path with the list's search kept, written as the router writes it. */
export function keepingSearch(path: string, search: Record<string, unknown>): string {
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

/**
 * Where a "new record" command goes: the list's `@new` detail, which opens beside the list with
 * the current filters when the list is on view, else on the bare list.
 */
export function newRecordPath(list: string, location: { pathname: string; search: Record<string, unknown> }): string {
  return keepingSearch(`${list}/${NEW_RECORD}`, location.pathname.startsWith(list) ? location.search : {})
}

/** The command that opens a list screen. */
export function listCommand(spec: Pick<CommandSpec, 'title' | 'keywords' | 'shortcut' | 'permission'> & { route: string }): CommandSpec {
  return { ...spec, section: sectionKey('navigation'), run: (ctx) => ctx.navigate(spec.route) }
}

/** The command that opens a list's new-record form, `route` being the list's detail route. */
export function newRecordCommand(spec: Pick<CommandSpec, 'title' | 'keywords' | 'permission'> & { list: string; route: string }): CommandSpec {
  const { list, ...rest } = spec
  return { ...rest, section: sectionKey('navigation'), run: (ctx) => ctx.navigate(newRecordPath(list, ctx.location)) }
}
