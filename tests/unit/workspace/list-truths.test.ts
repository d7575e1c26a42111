import { cursorOrStart, defaultPrefs, extendSelection, keepLoaded, listQueryOf, matchCount, readPrefs, toggleAll, writePrefs } from '@console/workspace/list-logic'
import { defineFilterFields } from '@domain/filters'
import { LIST_COUNT_CAP } from '@domain/pagination'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const keys = ['a', 'b', 'c', 'd', 'e']

describe('workspace selection: x, Shift+j / Shift+k, select all', () => {
  it('x acts on the first row while the cursor was never moved, or on the open record', () => {
    expect(cursorOrStart(-1, keys, undefined)).toBe(0)
    expect(cursorOrStart(-1, keys, 'c')).toBe(2)
    expect(cursorOrStart(3, keys, 'c')).toBe(3)
    expect(cursorOrStart(-1, [], undefined)).toBe(-1)
  })

  it('Shift+j selects from the anchor to the cursor, Shift+k back towards it unselects what it added', () => {
    const down = extendSelection(new Set(), keys, 1, 1, 2)
    expect([...down]).toEqual(['b', 'c'])
    const further = extendSelection(down, keys, 1, 2, 3)
    expect([...further].sort()).toEqual(['b', 'c', 'd'])
    const back = extendSelection(further, keys, 1, 3, 2)
    expect([...back].sort()).toEqual(['b', 'c'])
    // Past the anchor upwards: the rows above are selected, those below it are not.
    expect([...extendSelection(back, keys, 1, 2, 0)].sort()).toEqual(['a', 'b'])
  })

  it('keeps rows selected before the run', () => {
    expect([...extendSelection(new Set(['e']), keys, 0, 0, 1)].sort()).toEqual(['a', 'b', 'e'])
  })

  it('select all takes every loaded row, and none when all are already selected', () => {
    expect([...toggleAll(new Set(['b']), keys)]).toEqual(keys)
    expect(toggleAll(new Set(keys), keys).size).toBe(0)
    expect(toggleAll(new Set(), []).size).toBe(0)
  })

  it('a new filter keeps only the selected rows still listed', () => {
    expect([...keepLoaded(new Set(['a', 'z']), keys)]).toEqual(['a'])
  })
})

describe('workspace: how many rows match', () => {
  it("says the server's count, exact up to the cap and cap+ above it", () => {
    expect(matchCount(1234, 50, true)).toEqual({ count: 1234, atLeast: false })
    expect(matchCount(LIST_COUNT_CAP, 50, true)).toEqual({ count: LIST_COUNT_CAP, atLeast: false })
    expect(matchCount(LIST_COUNT_CAP + 1, 50, true)).toEqual({ count: LIST_COUNT_CAP, atLeast: true })
  })

  it('without a count, says the loaded rows, with + while more pages remain', () => {
    expect(matchCount(undefined, 50, true)).toEqual({ count: 50, atLeast: true })
    expect(matchCount(undefined, 12, false)).toEqual({ count: 12, atLeast: false })
  })
})

describe('workspace: column widths are remembered per list', () => {
  it('round-trips the widths through storage, clamped to a usable size', () => {
    const data = new Map<string, string>()
    const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) }
    writePrefs(storage, 'workspace.admin.transactions', { ...defaultPrefs, widths: { email: 320, id: 5 } })
    expect(readPrefs(storage, 'workspace.admin.transactions').widths).toEqual({ email: 320, id: 60 })
    expect(readPrefs(storage, 'workspace.admin.customers').widths).toEqual({})
  })

  it('reads older prefs without widths', () => {
    const storage = { getItem: () => JSON.stringify({ hidden: [], shown: [], paneWidth: 50 }) }
    expect(readPrefs(storage, 'k')).toEqual({ hidden: [], shown: [], paneWidth: 50, widths: {} })
  })
})

describe('workspace: the list call gets only what its query declares', () => {
  const fields = defineFilterFields({ status: { kind: 'enum', param: 'status', values: ['A', 'B'] }, created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' } })
  const callQuery = z.object({ status: z.string().optional(), from: z.string().optional(), to: z.string().optional(), sort: z.string().optional(), limit: z.number(), cursor: z.string().optional() })

  it('drops console-only search params (a record space, a removed default, a dialog)', () => {
    const search = { status: 'A', entrySpace: 'acme', period: 'all', dialog: 'delete', merchantName: 'x' }
    expect(listQueryOf(search, callQuery, fields, undefined)).toEqual({ status: 'A' })
  })

  it("sends a default's bounds beneath what the URL says", () => {
    const implicit = { from: '1970-01-01T00:00:00.000Z' }
    expect(listQueryOf({ ...implicit, status: 'B' }, callQuery, fields, '-createdAt')).toEqual({ from: '1970-01-01T00:00:00.000Z', status: 'B', sort: '-createdAt' })
    expect(listQueryOf({ ...implicit, from: '2026-01-01T00:00:00.000Z' }, callQuery, fields, undefined)).toEqual({ from: '2026-01-01T00:00:00.000Z' })
  })
})
