import type { Dispatch, RefObject, SetStateAction } from 'react'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useRegisterFocus } from '../palette/focus-records'
import type { BoundCommand } from '../palette/use-command'
import { type ListCursor, moveCursor } from './cursor'
import { cursorOrStart, extendSelection, moveIndex, toggleAll, toggleKey } from './list-logic'
import type { WorkspaceController } from './types'

/** What the list's keys act on, read afresh at each press. */
export interface WorkspaceState<Row> {
  rows: readonly Row[]
  keys: readonly string[]
  selectedKey: string | undefined
  selection: ReadonlySet<string>
  onOpen: (row: Row) => void
  close: () => void
  runExport: (format: 'csv' | 'json') => Promise<void>
}

interface WorkspaceParts {
  cursor: ListCursor
  anchor: RefObject<number | null>
  setSelection: Dispatch<SetStateAction<ReadonlySet<string>>>
  focusFilter: () => void
  /** The list's new-record command, which `c` runs. */
  create?: BoundCommand
  /** Whether a filter narrows the list, and how to drop it. */
  filtered: boolean
  clearFilter: () => void
  /** The list's scrolling element, which takes the keys back. */
  listRef: RefObject<HTMLElement | null>
  saveView: () => void
  canExport: boolean
}

/** Whether a key press is meant for the page rather than a control that has focus. */
function focusOnPage(list: HTMLElement | null): boolean {
  const active = document.activeElement
  if (!active || active === document.body) return true
  if (list?.contains(active)) return true
  return !active.matches('button, a[href], input, select, textarea, summary, [role="button"], [role="menuitem"], [role="option"], [role="separator"]')
}

/**
 * The list's keyboard commands (j/k, Enter, Esc, [ ], x, Shift+j/k, select all, save, export),
 * registered in focus as `workspace`. They read the workspace through one ref, which keeps them
 * current without registering again.
 */
export function useWorkspaceCommands<Row>(state: WorkspaceState<Row>, parts: WorkspaceParts) {
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  const { cursor, canExport } = parts
  const given = useRef(parts)
  given.current = parts
  const controller = useMemo<WorkspaceController>(() => {
    const { anchor, setSelection, listRef } = given.current
    return {
      focusFilter: () => given.current.focusFilter(),
      move: (delta) => {
        anchor.current = null
        moveCursor(cursor, (current) => moveIndex(current, delta, latest.current.rows.length))
      },
      canOpen: () => cursor.getState().index >= 0 && focusOnPage(listRef.current),
      open: () => {
        const row = latest.current.rows[cursor.getState().index]
        if (row) latest.current.onOpen(row)
      },
      canGoBack: () => latest.current.selection.size > 0 || latest.current.selectedKey !== undefined,
      back: () => {
        if (latest.current.selection.size > 0) {
          anchor.current = null
          setSelection(new Set())
          return
        }
        latest.current.close()
        listRef.current?.focus({ preventScroll: true })
      },
      step: (delta) => {
        const { rows: loaded, keys: loadedKeys, selectedKey: open } = latest.current
        const from = open !== undefined && loadedKeys.includes(open) ? loadedKeys.indexOf(open) : cursor.getState().index
        const next = moveIndex(from, delta, loaded.length)
        if (next < 0) return
        moveCursor(cursor, next)
        latest.current.onOpen(loaded[next]!)
      },
      toggleSelect: () => {
        const { keys: loadedKeys, selectedKey: open } = latest.current
        const index = cursorOrStart(cursor.getState().index, loadedKeys, open)
        const key = loadedKeys[index]
        if (key === undefined) return
        anchor.current = index
        moveCursor(cursor, index)
        setSelection((current) => toggleKey(current, key))
      },
      extend: (delta) => {
        const { keys: loadedKeys, selectedKey: open } = latest.current
        const at = cursor.getState().index
        const from = cursorOrStart(at, loadedKeys, open)
        if (from < 0) return
        const start = anchor.current ?? from
        // The first press selects the row under a cursor that was never moved, then moves on.
        const to = at < 0 ? from : moveIndex(from, delta, loadedKeys.length)
        anchor.current = start
        moveCursor(cursor, to)
        setSelection((current) => extendSelection(current, loadedKeys, start, from, to))
      },
      selectAll: () => setSelection((current) => toggleAll(current, latest.current.keys)),
      canCreate: () => given.current.create?.available ?? false,
      create: () => given.current.create?.run(),
      canClearFilter: () => given.current.filtered,
      clearFilter: () => given.current.clearFilter(),
      saveView: () => given.current.saveView(),
      exportAs: (format) => void latest.current.runExport(format),
      canExport,
    }
  }, [cursor, canExport])
  useRegisterFocus('workspace', controller)
}
