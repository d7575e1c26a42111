import { NEW_RECORD } from '@domain/constants'
import type { ConsoleRoute, GoTarget, PlainRoute, RouteSearch } from './go-target'
import { sectionKey } from './sections'
import type { CommandContext, CommandSpec } from './types'

/** The list's search a new record keeps: the filters, not the entry space. */
export function keptSearch(search: RouteSearch): Record<string, string | number> {
  const kept: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(search)) {
    if (key === 'entrySpace') continue
    if (typeof value === 'number' || typeof value === 'string') kept[key] = value
  }
  return kept
}

/** A detail route `<list>/$id` of a list that has no params of its own. */
export type RecordRoute = Extract<ConsoleRoute, `${PlainRoute}/$${string}`>

/** The name of a detail route's id param: `cardBin` of '/cardBins/$cardBin'. */
function idParam(route: ConsoleRoute): string {
  return route.slice(route.lastIndexOf('$') + 1)
}

/** A record route opened on one id (or `@new`), its other params given. */
export function recordTarget(route: ConsoleRoute, id: string, params: Record<string, string>, search: RouteSearch): GoTarget {
  // The id param is the route's last one, so the params match the route by construction.
  return { to: route, params: { ...params, [idParam(route)]: id }, search } as GoTarget
}

/** The record an `openRecordCommand` opens, read from what is in focus: its id (or `@new`), the route's other params and the search beside them. */
export interface FocusedRecord {
  id: string
  params?: Record<string, string>
  search?: RouteSearch
}

/** A command that opens a record named by the records in focus (a rule's restriction, a new rule of the restriction on view), where `when` holds. */
export function openRecordCommand(
  spec: Omit<CommandSpec, 'section' | 'run' | 'route'> & { route: ConsoleRoute; open: (ctx: CommandContext) => FocusedRecord },
): CommandSpec {
  const { open, ...rest } = spec
  return {
    ...rest,
    section: sectionKey('navigation'),
    run: (ctx) => {
      const record = open(ctx)
      ctx.go(recordTarget(spec.route, record.id, record.params ?? {}, record.search ?? {}))
    },
  }
}

/**
 * Where a "new record" command goes: the list's `@new` detail, which opens beside the list with
 * the current filters when the list (`listPath`) is on view, else on the bare list.
 */
export function newRecordTarget(route: ConsoleRoute, listPath: string, params: Record<string, string>, location: CommandContext['location']): GoTarget {
  return recordTarget(route, NEW_RECORD, params, location.pathname.startsWith(listPath) ? keptSearch(location.search) : {})
}

/** The command that opens a screen that needs no params (a list, a page of its own), under navigation unless told. */
export function listCommand(spec: Pick<CommandSpec, 'title' | 'keywords' | 'shortcut' | 'permission'> & { route: ListRoute; section?: string }): CommandSpec {
  // A list under an optional path param (`/merchant/{-$merchantName}/transactions`) opens on every merchant.
  const target = (spec.route.includes('$') ? { to: spec.route, params: {} } : { to: spec.route }) as GoTarget
  return { section: sectionKey('navigation'), ...spec, run: (ctx) => ctx.go(target) }
}

/** A list screen's route: one whose params, if any, are optional. */
export type ListRoute = PlainRoute | '/merchant/{-$merchantName}/transactions' | '/merchant/{-$merchantName}/customers'

/** The command that opens a list's new-record form, `route` being the list's detail route. */
export function newRecordCommand(spec: Pick<CommandSpec, 'title' | 'keywords' | 'permission'> & { list: PlainRoute; route: RecordRoute }): CommandSpec {
  const { list, ...rest } = spec
  return { ...rest, section: sectionKey('navigation'), run: (ctx) => ctx.go(newRecordTarget(spec.route, list, {}, ctx.location)) }
}
