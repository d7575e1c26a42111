import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const isOnline = () => onlineManager.isOnline()
const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

/** Whether the network is there, as TanStack Query's online manager sees it; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline)
}

/** Settles at once while the network is there, else when it is back or the wait is given up. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (onlineManager.isOnline() || signal.aborted) return resolve()
    const done = () => {
      unsubscribe()
      signal.removeEventListener('abort', done)
      resolve()
    }
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) done()
    })
    signal.addEventListener('abort', done)
  })
}
