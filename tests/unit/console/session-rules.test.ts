import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { computeExpireAt, isSessionExpired, shouldRefresh } from '../../../src/console/lib/session-rules'
import { type SessionClockState, startSessionClock } from '../../../src/console/session/session-clock'

const LIFETIME = 900

describe('session rules', () => {
  it('computes expiry as now + lifetime - 30 s without an explicit expiry', () => {
    expect(computeExpireAt(1_000_000, LIFETIME)).toBe(1_000_000 + 870_000)
    expect(computeExpireAt(1_000_000, LIFETIME, 2_000_000)).toBe(2_000_000)
  })
  it('refreshes once less than half the lifetime remains', () => {
    const expireAt = 1_000_000
    expect(shouldRefresh(expireAt - 451_000, expireAt, LIFETIME)).toBe(false)
    expect(shouldRefresh(expireAt - 449_000, expireAt, LIFETIME)).toBe(true)
    expect(shouldRefresh(expireAt + 1, expireAt, LIFETIME)).toBe(false)
    expect(shouldRefresh(0, null, LIFETIME)).toBe(false)
  })
  it('is expired only past expireAt', () => {
    expect(isSessionExpired(1000, 1000)).toBe(false)
    expect(isSessionExpired(1001, 1000)).toBe(true)
    expect(isSessionExpired(1001, null)).toBe(false)
  })
})

describe('session clock (checks once per second)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  function clock(state: SessionClockState, refresh = vi.fn(async () => undefined)) {
    const openDialog = vi.fn(() => {
      state.dialogOpen = true
    })
    const stop = startSessionClock({ read: () => state, refresh, openDialog })
    return { refresh, openDialog, stop }
  }

  /** Not called during the first `quietMs`, called by the check one second later, and not again in the `laterMs` after it. */
  async function expectOneCallAfter(fn: Mock, quietMs: number, laterMs: number) {
    await vi.advanceTimersByTimeAsync(quietMs)
    expect(fn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(laterMs)
    expect(fn).toHaveBeenCalledTimes(1)
  }

  it('refreshes at half the lifetime, once, and not before', async () => {
    const state: SessionClockState = { signedIn: true, expire: LIFETIME, expireAt: computeExpireAt(0, LIFETIME), dialogOpen: false }
    // A successful refresh brings a new token, so a new expiry.
    const { refresh, stop } = clock(
      state,
      vi.fn(async () => {
        state.expireAt = computeExpireAt(Date.now(), LIFETIME)
      }),
    )
    await expectOneCallAfter(refresh, 420_000, 60_000)
    stop()
  })

  it('ignores a failed refresh silently and does not retry it every second', async () => {
    const state: SessionClockState = { signedIn: true, expire: LIFETIME, expireAt: computeExpireAt(0, LIFETIME), dialogOpen: false }
    const refresh = vi.fn(async () => {
      throw new Error('refresh failed')
    })
    const { stop } = clock(state, refresh)
    await vi.advanceTimersByTimeAsync(430_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('opens the session-expired dialog once past expireAt', async () => {
    const state: SessionClockState = { signedIn: true, expire: LIFETIME, expireAt: 5_000, dialogOpen: false }
    const { openDialog, stop } = clock(state)
    await expectOneCallAfter(openDialog, 5_000, 5_000)
    stop()
  })

  it('does nothing while signed out', async () => {
    const state: SessionClockState = { signedIn: false, expire: LIFETIME, expireAt: 1, dialogOpen: false }
    const { openDialog, refresh, stop } = clock(state)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(openDialog).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
    stop()
  })
})
