import { undoCalls } from '@domain/calls/undo'
import { SUCCESS_ALERT_MS } from '@domain/constants'
import { textNow } from '../app/i18n'
import { loadQueryClient } from '../app/query-client'
import { errorText } from '../lib/error-text'
import { type AlertAction, connectSuccessAction, showError, showSuccess, useAlertStore } from '../session/alert-store'
import { claimUndoOffer, undoableNow, useUndoStore } from '../session/undo-store'
import { callApi, connectUndoable } from './client'

/** How long a write's own success alert has to take its Undo before a toast of its own offers it. */
const OFFER_DELAY_MS = 300

/** The Undo of a write, on an alert: `about` lets the undo close every alert offering it. */
export function undoAction(eventId: number): AlertAction & { about: string } {
  return { label: 'common:undo.action', run: () => void undo(eventId), about: `undo:${eventId}` }
}

/**
 * Undoes one write on the server. The toast says it is undone, or gives the server's refusal
 * (changed since, too late); every query is fetched again, since the write may show anywhere.
 */
export async function undo(eventId: number): Promise<void> {
  useAlertStore.getState().closeAbout(undoAction(eventId).about)
  try {
    await callApi(undoCalls.undo, { params: { eventId } })
    useUndoStore.getState().forget(eventId)
    showSuccess(textNow('common:undo.done'))
    await (await loadQueryClient()).invalidateQueries()
  } catch (error) {
    useUndoStore.getState().forget(eventId)
    showError(errorText(error as Error))
  }
}

/** `z`: the last undoable write, while it can be undone. */
export async function undoLast(): Promise<void> {
  const last = undoableNow()
  if (last) await undo(last.eventId)
  else useAlertStore.getState().show(textNow('common:undo.nothing'), 'info', SUCCESS_ALERT_MS)
}

connectUndoable((eventId) => useUndoStore.getState().noted(eventId))

// The success alert of a write that can be undone offers Undo, and stays while it can be.
connectSuccessAction(() => {
  const offer = claimUndoOffer()
  return offer && { action: undoAction(offer.eventId), timeout: offer.remaining }
})

// A write whose screen shows no success alert (a bulk block shows its rows) still offers Undo.
useUndoStore.subscribe((state, previous) => {
  const last = state.last
  if (!last || last === previous.last || last.offered) return
  setTimeout(() => {
    if (useUndoStore.getState().last?.eventId !== last.eventId) return
    const offer = claimUndoOffer()
    if (offer) useAlertStore.getState().show(textNow('common:undo.offer'), 'info', offer.remaining, undoAction(offer.eventId))
  }, OFFER_DELAY_MS)
})
