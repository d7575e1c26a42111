import type { Scope } from '@domain/enums'
import { type FilterFields, filterParams } from '@domain/filters'
import { LIST_COUNT_CAP } from '@domain/pagination'
import { z } from 'zod'
import { type CardPart, type ColumnKind, type ColumnScope, cardParts, type WorkspaceColumn, type WorkspaceSearch } from './types'

/** The row the cursor lands on after moving by `delta`: clamped to the list, first row from nowhere. */
export function moveIndex(current: number, delta: number, count: number): number {
  if (count === 0) return -1
  if (current < 0) return delta < 0 ? count - 1 : 0
  return Math.min(count - 1, Math.max(0, current + delta))
}

/** `x`: the key joins the selection, or leaves it. */
export function toggleKey(selection: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selection)
  if (next.has(key)) next.delete(key)
  else next.add(key)
  return next
}

/** Where `x` and Shift+j act while the cursor was never moved: the open record's row, else the first row. */
export function cursorOrStart(activeIndex: number, keys: readonly string[], openKey: string | undefined): number {
  if (activeIndex >= 0 || keys.length === 0) return activeIndex
  return Math.max(openKey === undefined ? -1 : keys.indexOf(openKey), 0)
}

function rangeKeys(keys: readonly string[], a: number, b: number): string[] {
  return keys.slice(Math.min(a, b), Math.max(a, b) + 1)
}

/**
 * Shift+j / Shift+k: the rows from the anchor (where the extension began) to the new cursor
 * are selected; moving back towards the anchor unselects what the extension had added.
 */
export function extendSelection(selection: ReadonlySet<string>, keys: readonly string[], anchor: number, from: number, to: number): Set<string> {
  const next = new Set(selection)
  for (const key of rangeKeys(keys, anchor, from)) next.delete(key)
  for (const key of rangeKeys(keys, anchor, to)) next.add(key)
  return next
}

/** Shift+x or the header box: every loaded row, or none when all of them already are. */
export function toggleAll(selection: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  return keys.length > 0 && keys.every((key) => selection.has(key)) ? new Set() : new Set(keys)
}

/** Only keys still in the list stay selected (a new filter drops the others). */
export function keepLoaded(selection: ReadonlySet<string>, loadedKeys: readonly string[]): Set<string> {
  const loaded = new Set(loadedKeys)
  return new Set([...selection].filter((key) => loaded.has(key)))
}

/** The direction a column is sorted in by the `sort` value, if it is the sorted one. */
export function sortDirection(sort: string | undefined, columnSort: string): 'asc' | 'desc' | undefined {
  if (sort === columnSort || sort === `+${columnSort}`) return 'asc'
  if (sort === `-${columnSort}`) return 'desc'
  return undefined
}

/** A click on a column's header: a new column sorts descending first (newest, largest), then it toggles. */
export function nextSort(sort: string | undefined, columnSort: string): string {
  return sortDirection(sort, columnSort) === 'desc' ? columnSort : `-${columnSort}`
}

/** What the workspace remembers per user and list. */
export interface WorkspacePrefs {
  /** Ids of the columns the user hid (or showed, for columns hidden by default). */
  hidden: string[]
  shown: string[]
  /** The sort used when the URL names none. */
  sort?: string
  /** Width of the table beside an open detail, in percent of the workspace. */
  paneWidth: number
  /** Column widths the user set by dragging or with the arrows, in pixels, by column id. */
  widths: Record<string, number>
}

export const defaultPrefs: WorkspacePrefs = { hidden: [], shown: [], paneWidth: 45, widths: {} }
export const COLUMN_MIN = 60
export const COLUMN_MAX = 800

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(COLUMN_MAX, Math.max(COLUMN_MIN, width)))
}

/**
 * A column's width by what it shows, in pixels with the cell's padding: wide enough for its
 * values at 1280 px in every language, narrow enough that the list's main columns fit beside
 * each other. A header wider than this widens its column (ResultsTable).
 */
export const columnKindWidths: Record<ColumnKind, number> = {
  time: 220,
  date: 110,
  id: 130,
  token: 260,
  code: 90,
  enum: 130,
  count: 90,
  amount: 130,
  status: 130,
  label: 200,
  boolean: 90,
  name: 170,
  email: 220,
  text: 260,
  image: 70,
}

/** A column's width: the user's, else the larger of its kind's and what its header needs. */
export function columnWidth(column: { id: string; kind: ColumnKind }, widths: Readonly<Record<string, number>>, headerWidth = 0): number {
  return widths[column.id] ?? Math.max(columnKindWidths[column.kind], headerWidth)
}
export const PANE_MIN = 20
export const PANE_MAX = 80

export function clampPaneWidth(width: number): number {
  return Math.round(Math.min(PANE_MAX, Math.max(PANE_MIN, width)))
}

const prefsSchema = z.object({
  hidden: z.array(z.string()).catch([]),
  shown: z.array(z.string()).catch([]),
  sort: z.string().optional().catch(undefined),
  paneWidth: z.number().catch(defaultPrefs.paneWidth),
  widths: z.record(z.string(), z.number().transform(clampColumnWidth)).catch({}),
})

/**
 * What the list says about how many rows match: the server's count when it gave one (above
 * its cap, "cap+"), else the loaded rows, with "+" while more pages remain.
 */
export function matchCount(total: number | undefined, loaded: number, hasMore: boolean): { count: number; atLeast: boolean } {
  if (total !== undefined) return total > LIST_COUNT_CAP ? { count: LIST_COUNT_CAP, atLeast: true } : { count: total, atLeast: false }
  return { count: loaded, atLeast: hasMore }
}

/** Prefs stored under `workspace.<user>.<list>`; anything unreadable falls back to the defaults. */
export function prefsKey(user: string, list: string): string {
  return `workspace.${user}.${list}`
}

export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined, key: string): WorkspacePrefs {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return defaultPrefs
    const parsed = prefsSchema.safeParse(JSON.parse(raw))
    return parsed.success ? { ...parsed.data, paneWidth: clampPaneWidth(parsed.data.paneWidth) } : defaultPrefs
  } catch {
    return defaultPrefs
  }
}

export function writePrefs(storage: Pick<Storage, 'setItem'> | undefined, key: string, prefs: WorkspacePrefs): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs))
  } catch {
    // A full or blocked storage only loses the preference.
  }
}

export function isColumnVisible<Row>(column: WorkspaceColumn<Row>, prefs: WorkspacePrefs): boolean {
  if (prefs.hidden.includes(column.id)) return false
  if (prefs.shown.includes(column.id)) return true
  return !column.hidden
}

/**
 * The user scopes a column of each level still tells something to: a group's users see one space
 * and one group, a merchant's users one of each and one merchant.
 */
const columnScopeAudience: Record<ColumnScope, readonly Scope[]> = {
  space: ['SPACE'],
  group: ['SPACE'],
  merchant: ['SPACE', 'GROUP'],
}

/** The columns that mean something in the user's scope; all of them while the scope is unknown. */
export function columnsInScope<Row>(columns: readonly WorkspaceColumn<Row>[], scope: Scope | undefined): WorkspaceColumn<Row>[] {
  return columns.filter((column) => !column.scope || !scope || columnScopeAudience[column.scope].includes(scope))
}

export function visibleColumns<Row>(columns: readonly WorkspaceColumn<Row>[], prefs: WorkspacePrefs): WorkspaceColumn<Row>[] {
  return columns.filter((column) => isColumnVisible(column, prefs))
}

/** Shows or hides a column; the last visible column stays, so the table never goes blank. */
export function toggleColumn<Row>(prefs: WorkspacePrefs, columns: readonly WorkspaceColumn<Row>[], id: string): WorkspacePrefs {
  const column = columns.find((entry) => entry.id === id)
  if (!column) return prefs
  const hidden = prefs.hidden.filter((entry) => entry !== id)
  const shown = prefs.shown.filter((entry) => entry !== id)
  if (isColumnVisible(column, prefs)) {
    if (visibleColumns(columns, prefs).length <= 1) return prefs
    return { ...prefs, hidden: column.hidden ? hidden : [...hidden, id], shown }
  }
  return { ...prefs, hidden, shown: column.hidden ? [...shown, id] : shown }
}

/** Keys a list call's query schema declares, when it is an object schema. */
function queryKeys(query: z.ZodType): string[] | null {
  return query instanceof z.ZodObject ? Object.keys(query.shape) : null
}

/**
 * The list call's query from the route's search: the filter params and anything else the call
 * accepts (`accountId`), the effective sort, never paging params (the workspace sets those).
 */
export function listQueryOf(search: WorkspaceSearch, callQuery: z.ZodType, fields: FilterFields, sort: string | undefined): Record<string, string | number> {
  const accepted = new Set(queryKeys(callQuery) ?? [...filterParams(fields), 'sort'])
  const query: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(search)) {
    if (key === 'limit' || key === 'cursor' || key === 'sort' || !accepted.has(key)) continue
    if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) query[key] = value
  }
  if (sort && accepted.has('sort')) query.sort = sort
  return query
}

/** Query keys of workspace pages: `['workspace', id, ...]`; invalidate `workspaceKeys.list(id)` after a write. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  list: (id: string) => [...workspaceKeys.all, id] as const,
}

/** The parts of a card a column's kind fills: the first column of each such kind fills its part. */
const cardPartOfKind: Partial<Record<ColumnKind, CardPart>> = { amount: 'amount', status: 'status', time: 'time', date: 'time' }

/**
 * The columns a phone's card shows, each with its part, in the card's order: a declared part
 * first, then the part its kind fills, then the first columns left are the primary value and the
 * detail. A part is filled once; a list without an amount or a status shows none.
 */
export function cardColumns<Row>(columns: readonly WorkspaceColumn<Row>[]): { column: WorkspaceColumn<Row>; part: CardPart }[] {
  const parts = new Map<CardPart, WorkspaceColumn<Row>>()
  const place = (part: CardPart | undefined, column: WorkspaceColumn<Row>) => {
    if (part && !parts.has(part) && ![...parts.values()].includes(column)) parts.set(part, column)
  }
  for (const column of columns) place(column.card, column)
  for (const column of columns) place(cardPartOfKind[column.kind], column)
  for (const part of ['primary', 'detail'] as const) {
    const left = columns.find((column) => ![...parts.values()].includes(column) && !column.card && !cardPartOfKind[column.kind])
    if (left) place(part, left)
  }
  return cardParts.flatMap((part) => {
    const column = parts.get(part)
    return column ? [{ column, part }] : []
  })
}
