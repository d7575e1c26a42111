import { SUCCESS_ALERT_MS } from '@domain/constants'
import { create } from 'zustand'

export type AlertColor = 'error' | 'success' | 'info'

/** A button on an alert (Undo): its label's text key, what it does, and what it acts on, for closing it once that is gone. */
export interface AlertAction {
  label: string
  run: () => void
  about?: string
}

export interface Alert {
  id: number
  content: string
  color: AlertColor
  /** Milliseconds before it hides by itself; null stays until closed. */
  timeout: number | null
  action?: AlertAction
}

interface AlertState {
  alerts: Alert[]
  show: (content: string, color: AlertColor, timeout: number | null, action?: AlertAction) => number
  close: (id: number) => void
  /** Closes the alerts whose action is about this (an undone write's offers). */
  closeAbout: (about: string) => void
}

let nextId = 1

export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  show: (content, color, timeout, action) => {
    const id = nextId++
    set((s) => ({ alerts: [...s.alerts.filter((a) => a.content !== content), { id, content, color, timeout, ...(action ? { action } : {}) }] }))
    if (timeout !== null) setTimeout(() => get().close(id), timeout)
    return id
  },
  close: (id) => set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) })),
  closeAbout: (about) => set((s) => ({ alerts: s.alerts.filter((a) => a.action?.about !== about) })),
}))

/** An error alert stays until the user closes it. */
export function showError(content: string): number {
  return useAlertStore.getState().show(content, 'error', null)
}

/**
 * What a success alert offers besides its text, and how long it then stays: the Undo of the write
 * it reports. Connected by the module that knows (api/undo.ts), which the sign-in page need not load.
 */
let successAction: () => { action: AlertAction; timeout: number } | null = () => null

export function connectSuccessAction(offer: typeof successAction): void {
  successAction = offer
}

/** A success alert hides by itself after 2500 ms, unless it offers an action (Undo) for longer. */
export function showSuccess(content: string): number {
  const offer = successAction()
  return useAlertStore.getState().show(content, 'success', offer?.timeout ?? SUCCESS_ALERT_MS, offer?.action)
}
