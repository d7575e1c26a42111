import { UNDO_WINDOW_MS } from '@domain/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectSuccessAction, showSuccess, useAlertStore } from '../../../src/console/session/alert-store'
import { claimUndoOffer, undoableNow, useUndoStore } from '../../../src/console/session/undo-store'

afterEach(() => {
  vi.useRealTimers()
  connectSuccessAction(() => null)
  useUndoStore.setState({ last: null })
  useAlertStore.setState({ alerts: [] })
})

describe('undo offers', () => {
  it('offers the last undoable write once, on a success alert that stays while it can be undone', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    connectSuccessAction(() => {
      const offer = claimUndoOffer()
      return offer && { action: { label: 'common:undo.action', run: () => run(offer.eventId) }, timeout: offer.remaining }
    })
    useUndoStore.getState().noted(41)
    useUndoStore.getState().noted(42)
    showSuccess('Saved')
    showSuccess('Saved again')
    const [first, second] = useAlertStore.getState().alerts
    expect(first?.action?.label).toBe('common:undo.action')
    expect(second?.action).toBeUndefined()
    first?.action?.run()
    expect(run).toHaveBeenCalledWith(42)
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 100)
    expect(useAlertStore.getState().alerts.map((a) => a.content)).toEqual(['Saved'])
    vi.advanceTimersByTime(200)
    expect(useAlertStore.getState().alerts).toHaveLength(0)
  })

  it('forgets a write once the window has passed, and an undone one at once', () => {
    const at = Date.now()
    useUndoStore.getState().noted(7, at)
    expect(undoableNow(at + UNDO_WINDOW_MS - 1)?.eventId).toBe(7)
    expect(undoableNow(at + UNDO_WINDOW_MS)).toBeNull()
    expect(claimUndoOffer(at + UNDO_WINDOW_MS)).toBeNull()
    useUndoStore.getState().forget(7)
    expect(undoableNow(at)).toBeNull()
  })
})
