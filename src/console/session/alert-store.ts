import { SUCCESS_ALERT_MS } from '@domain/constants'
import { create } from 'zustand'

export type AlertColor = 'error' | 'success' | 'info'

export interface Alert {
  id: number
  content: string
  color: AlertColor
  /** Milliseconds before it hides by itself; null stays until closed. */
  timeout: number | null
}

interface AlertState {
  alerts: Alert[]
  show: (content: string, color: AlertColor, timeout: number | null) => number
  close: (id: number) => void
}

let nextId = 1

export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  show: (content, color, timeout) => {
    const id = nextId++
    set((s) => ({ alerts: [...s.alerts.filter((a) => a.content !== content), { id, content, color, timeout }] }))
    if (timeout !== null) setTimeout(() => get().close(id), timeout)
    return id
  },
  close: (id) => set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })),
}))

/** An error alert stays until the user closes it. */
export function showError(content: string): number {
  return useAlertStore.getState().show(content, 'error', null)
}

/** A success alert hides by itself after 2500 ms. */
export function showSuccess(content: string): number {
  return useAlertStore.getState().show(content, 'success', SUCCESS_ALERT_MS)
}
