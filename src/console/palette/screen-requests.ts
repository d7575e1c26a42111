import { useEffect, useRef } from 'react'
import { create } from 'zustand'

/** How long an ask waits for its screen: a command may navigate first, and the screen mounts a moment later. */
export const SCREEN_REQUEST_WAIT_MS = 2000

interface Ask {
  /** Asks made so far; each one is handled once. */
  count: number
  handled: number
  at: number
}

interface ScreenRequestsState {
  asks: Record<string, Ask>
  ask: (action: string, at: number) => void
  handle: (action: string) => void
}

const useScreenRequests = create<ScreenRequestsState>()((set) => ({
  asks: {},
  ask: (action, at) =>
    set((state) => {
      const current = state.asks[action] ?? { count: 0, handled: 0, at }
      return { asks: { ...state.asks, [action]: { ...current, count: current.count + 1, at } } }
    }),
  handle: (action) =>
    set((state) => {
      const current = state.asks[action]
      return current ? { asks: { ...state.asks, [action]: { ...current, handled: current.count } } } : state
    }),
}))

/** A command asks the screen on view, or the one it is opening, to do something of its own: open a dialog, a form. */
export function requestScreenAction(action: string): void {
  useScreenRequests.getState().ask(action, Date.now())
}

/**
 * The screen's side: runs `handler` once for each ask made while the screen is shown, and for an
 * ask made just before it mounted (a command that navigated there first); older asks are dropped.
 */
export function useScreenRequest(action: string, handler: () => void): void {
  const ask = useScreenRequests((state) => state.asks[action])
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    if (!ask || ask.handled >= ask.count) return
    useScreenRequests.getState().handle(action)
    if (Date.now() - ask.at <= SCREEN_REQUEST_WAIT_MS) latest.current()
  }, [action, ask])
}
