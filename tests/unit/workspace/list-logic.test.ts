import { defineFilterFields } from '@domain/filters'
import {
  clampPaneWidth,
  columnKindWidths,
  columnWidth,
  defaultPrefs,
  keepLoaded,
  listQueryOf,
  moveIndex,
  nextSort,
  prefsKey,
  readPrefs,
  sortDirection,
  toggleColumn,
  toggleKey,
  visibleColumns,
  writePrefs,
} from '@console/workspace/list-logic'
import { rankSavedSearches } from '@console/workspace/saved-search-source'
import type { WorkspaceColumn } from '@console/workspace/types'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'

type Row = { id: string }
const column = (id: string, hidden?: boolean): WorkspaceColumn<Row> => ({ id, header: id, cell: (row) => row.id, kind: 'name', hidden })
const columns = [column('a'), column('b'), column('c', true)]

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size
    },
  }
}

describe('workspace keys: moving the cursor', () => {
  it('j from nowhere lands on the first row, k from nowhere on the last', () => {
    expect(moveIndex(-1, 1, 10)).toBe(0)
    expect(moveIndex(-1, -1, 10)).toBe(9)
  })

  it('moves by one and stops at both ends', () => {
    expect(moveIndex(3, 1, 10)).toBe(4)
    expect(moveIndex(3, -1, 10)).toBe(2)
    expect(moveIndex(9, 1, 10)).toBe(9)
    expect(moveIndex(0, -1, 10)).toBe(0)
  })

  it('has no row to land on in an empty list', () => {
    expect(moveIndex(-1, 1, 0)).toBe(-1)
    expect(moveIndex(4, 1, 0)).toBe(-1)
  })
})

describe('workspace selection with x', () => {
  it('adds a key, and removes it on the second press, without touching the original set', () => {
    const empty = new Set<string>()
    const one = toggleKey(empty, 'r1')
    expect([...one]).toEqual(['r1'])
    expect(empty.size).toBe(0)
    expect([...toggleKey(one, 'r1')]).toEqual([])
    expect([...toggleKey(one, 'r2')].sort()).toEqual(['r1', 'r2'])
  })

  it('drops selected keys that a new filter took out of the list', () => {
    expect([...keepLoaded(new Set(['r1', 'r2', 'r3']), ['r2', 'r3', 'r4'])]).toEqual(['r2', 'r3'])
  })
})

describe('workspace sort', () => {
  it('reads the direction of the sorted column only', () => {
    expect(sortDirection('createdAt', 'createdAt')).toBe('asc')
    expect(sortDirection('-createdAt', 'createdAt')).toBe('desc')
    expect(sortDirection('-createdAt', 'bin')).toBeUndefined()
    expect(sortDirection(undefined, 'bin')).toBeUndefined()
  })

  it('sorts a new column descending first, then toggles', () => {
    expect(nextSort(undefined, 'createdAt')).toBe('-createdAt')
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt')
    expect(nextSort('createdAt', 'createdAt')).toBe('-createdAt')
    expect(nextSort('-createdAt', 'bin')).toBe('-bin')
  })
})

describe('workspace column preferences', () => {
  it('shows columns not hidden by default, and hides or shows one at a time', () => {
    expect(visibleColumns(columns, defaultPrefs).map((c) => c.id)).toEqual(['a', 'b'])
    const withoutA = toggleColumn(defaultPrefs, columns, 'a')
    expect(visibleColumns(columns, withoutA).map((c) => c.id)).toEqual(['b'])
    const withC = toggleColumn(withoutA, columns, 'c')
    expect(visibleColumns(columns, withC).map((c) => c.id)).toEqual(['b', 'c'])
    const backToDefault = toggleColumn(toggleColumn(withC, columns, 'c'), columns, 'a')
    expect(visibleColumns(columns, backToDefault).map((c) => c.id)).toEqual(['a', 'b'])
  })

  it('never hides the last visible column', () => {
    const onlyB = toggleColumn(defaultPrefs, columns, 'a')
    expect(toggleColumn(onlyB, columns, 'b')).toBe(onlyB)
  })

  it('ignores an unknown column id', () => {
    expect(toggleColumn(defaultPrefs, columns, 'zz')).toBe(defaultPrefs)
  })

  it('stores prefs per user and list, and reads them back', () => {
    const storage = memoryStorage()
    const prefs = { ...toggleColumn(defaultPrefs, columns, 'a'), sort: '-bin', paneWidth: 60 }
    writePrefs(storage, prefsKey('analyst', 'cardBins'), prefs)
    expect(readPrefs(storage, prefsKey('analyst', 'cardBins'))).toEqual(prefs)
    expect(readPrefs(storage, prefsKey('support', 'cardBins'))).toEqual(defaultPrefs)
    expect(readPrefs(storage, prefsKey('analyst', 'transactions'))).toEqual(defaultPrefs)
  })

  it('falls back to defaults for unreadable prefs and clamps the pane width', () => {
    const storage = memoryStorage()
    storage.setItem('k1', '{not json')
    storage.setItem('k2', JSON.stringify({ hidden: 'a', paneWidth: 150 }))
    expect(readPrefs(storage, 'k1')).toEqual(defaultPrefs)
    expect(readPrefs(storage, 'k2')).toEqual({ hidden: [], shown: [], sort: undefined, paneWidth: 80, widths: {} })
    expect(clampPaneWidth(3)).toBe(20)
    expect(clampPaneWidth(45.4)).toBe(45)
  })
})

describe('workspace list query', () => {
  const fields = defineFilterFields({ scheme: { kind: 'enum', param: 'scheme', values: ['VISA'] } })
  const callQuery = z.object({ limit: z.number(), cursor: z.string(), sort: z.string(), scheme: z.string(), accountId: z.string() })

  it('sends the params the list call accepts, the effective sort, and never paging params', () => {
    const search = { scheme: 'VISA', accountId: 'abc', limit: 5, cursor: 'x', tab: 'other', empty: '', sort: '-bin' }
    expect(listQueryOf(search, callQuery, fields, '-bin')).toEqual({ scheme: 'VISA', accountId: 'abc', sort: '-bin' })
  })

  it('falls back to the filter params when the call query is not an object schema', () => {
    expect(listQueryOf({ scheme: 'VISA', accountId: 'abc' }, z.unknown(), fields, 'bin')).toEqual({ scheme: 'VISA', sort: 'bin' })
  })
})

describe('saved searches in the palette', () => {
  const saved = [
    { id: 1, name: 'Visa BINs', url: '/cardBins?scheme=VISA', created: '', updated: '' },
    { id: 2, name: 'Declined Visa today', url: '/merchant/transactions?status=DECLINED', created: '', updated: '' },
    { id: 3, name: 'Chargebacks', url: '/merchant/transactions?status=CHARGED_BACK', created: '', updated: '' },
  ]

  it('ranks names starting with the search first, then names containing it', () => {
    expect(rankSavedSearches(saved, 'visa').map((s) => s.id)).toEqual([1, 2])
  })

  it('matches every word, in the name or the link', () => {
    expect(rankSavedSearches(saved, 'charged_back').map((s) => s.id)).toEqual([3])
    expect(rankSavedSearches(saved, 'declined visa').map((s) => s.id)).toEqual([2])
    expect(rankSavedSearches(saved, 'nothing')).toEqual([])
  })

  it('lists the first ones when nothing is typed', () => {
    expect(rankSavedSearches(saved, '  ')).toHaveLength(3)
  })
})

describe('column widths', () => {
  it('come from the column kind, a time narrower than free text', () => {
    expect(columnWidth({ id: 'created', kind: 'time' }, {})).toBe(columnKindWidths.time)
    expect(columnKindWidths.time).toBeLessThan(columnKindWidths.text)
  })

  it('widen for a header that needs more, and keep the width the user set', () => {
    expect(columnWidth({ id: 'businessType', kind: 'enum' }, {}, 170)).toBe(170)
    expect(columnWidth({ id: 'businessType', kind: 'enum' }, {}, 40)).toBe(columnKindWidths.enum)
    expect(columnWidth({ id: 'businessType', kind: 'enum' }, { businessType: 80 }, 170)).toBe(80)
  })
})
