import type { FocusKind, FocusMap, FocusRecords } from '@commands/focus'
import { useLayoutEffect } from 'react'
import { create } from 'zustand'

interface FocusRecordsState {
  records: FocusRecords
  put: <K extends FocusKind>(kind: K, record: FocusMap[K]) => void
  drop: <K extends FocusKind>(kind: K, record: FocusMap[K]) => void
}

/** Records the current screen has put in focus, by kind, for commands' `when` conditions. */
export const useFocusRecordsStore = create<FocusRecordsState>()((set) => ({
  records: {},
  put: (kind, record) => set((state) => ({ records: { ...state.records, [kind]: record } })),
  drop: (kind, record) =>
    set((state) => {
      // Only the screen that put this record removes it, so a newer record of the kind survives.
      if (state.records[kind] !== record) return state
      const { [kind]: _, ...rest } = state.records
      return { records: rest }
    }),
}))

/**
 * Puts a record in focus while the calling screen shows it: `useRegisterFocus('transaction', tx)`
 * enables the commands whose `when` looks for a transaction. Nothing is registered for null.
 */
export function useRegisterFocus<K extends FocusKind>(kind: K, record: FocusMap[K] | null | undefined): void {
  // Before the paint: a key pressed as soon as the screen shows already finds it in focus.
  useLayoutEffect(() => {
    if (record === null || record === undefined) return
    useFocusRecordsStore.getState().put(kind, record)
    return () => useFocusRecordsStore.getState().drop(kind, record)
  }, [kind, record])
}
