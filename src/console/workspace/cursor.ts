import { createStore, type StoreApi, useStore } from 'zustand'

/**
 * A list's keyboard cursor: the index of the row under it, -1 before the first move. It is a
 * store of its own, not the workspace's state, so that a j/k press draws again the two rows it
 * leaves and reaches and nothing else.
 */
export type ListCursor = StoreApi<{ index: number }>

export const createListCursor = (): ListCursor => createStore(() => ({ index: -1 }))

export function moveCursor(cursor: ListCursor, to: number | ((index: number) => number)) {
  cursor.setState((state) => {
    const index = typeof to === 'function' ? to(state.index) : to
    return index === state.index ? state : { index }
  })
}

export const useCursorIndex = (cursor: ListCursor) => useStore(cursor, (state) => state.index)

/** Whether the cursor is on this row: a row draws again only when that answer changes. */
export const useCursorOn = (cursor: ListCursor, index: number) => useStore(cursor, (state) => state.index === index)
