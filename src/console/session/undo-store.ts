import { UNDO_WINDOW_MS } from '@domain/constants'
import { create } from 'zustand'

/** The user's last write that can be undone: its audit event, when its answer came, and whether a toast offers it. */
export interface UndoableWrite {
  eventId: number
  at: number
  offered: boolean
}

interface UndoState {
  last: UndoableWrite | null
  /** A write's answer named its undo (`x-undo-event`). */
  noted: (eventId: number, at?: number) => void
  /** The write was undone, or its undo refused: `z` no longer offers it. */
  forget: (eventId: number) => void
}

export const useUndoStore = create<UndoState>()((set) => ({
  last: null,
  noted: (eventId, at = Date.now()) => set({ last: { eventId, at, offered: false } }),
  forget: (eventId) => set((s) => (s.last?.eventId === eventId ? { last: null } : s)),
}))

/** The last undoable write while it can still be undone, with the time left. */
export function undoableNow(now = Date.now()): (UndoableWrite & { remaining: number }) | null {
  const last = useUndoStore.getState().last
  const remaining = last ? last.at + UNDO_WINDOW_MS - now : 0
  return last && remaining > 0 ? { ...last, remaining } : null
}

/** Claims the last undoable write for one toast's Undo button: once, while it can be undone. */
export function claimUndoOffer(now = Date.now()): (UndoableWrite & { remaining: number }) | null {
  const last = undoableNow(now)
  if (!last || last.offered) return null
  useUndoStore.setState({ last: { eventId: last.eventId, at: last.at, offered: true } })
  return last
}
