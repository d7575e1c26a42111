import { SESSION_EXPIRY_CHECK_MS } from '@domain/constants'
import { isSessionExpired, shouldRefresh } from '../lib/session-rules'

export interface SessionClockState {
  signedIn: boolean
  expireAt: number | null
  expire: number | null
  dialogOpen: boolean
}

export interface SessionClockOptions {
  read: () => SessionClockState
  /** Runs the refresh; a rejection is ignored, and not retried until the expiry changes. */
  refresh: () => Promise<void>
  openDialog: () => void
  now?: () => number
}

/**
 * The once-a-second session check: refresh when less than half the lifetime remains, and open
 * the session-expired dialog once past expireAt. Returns the function that stops it.
 */
export function startSessionClock({ read, refresh, openDialog, now = Date.now }: SessionClockOptions): () => void {
  let refreshing = false
  let failedFor: number | null = null
  const tick = () => {
    const state = read()
    if (!state.signedIn || state.dialogOpen) return
    const at = now()
    if (isSessionExpired(at, state.expireAt)) {
      openDialog()
      return
    }
    if (!refreshing && failedFor !== state.expireAt && shouldRefresh(at, state.expireAt, state.expire)) {
      refreshing = true
      const attemptedFor = state.expireAt
      refresh()
        .catch(() => {
          failedFor = attemptedFor
        })
        .finally(() => {
          refreshing = false
        })
    }
  }
  const timer = setInterval(tick, SESSION_EXPIRY_CHECK_MS)
  return () => clearInterval(timer)
}
