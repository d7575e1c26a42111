import { approvalCalls } from '@domain/calls/approval'
import type { ChangeRequest, ChangeRequestSummary, HeldAnswer } from '@domain/entities/approval'
import { approvalFilterFields } from '@domain/filters/approval'
import type { QueryClient } from '@tanstack/react-query'
import i18next from 'i18next'
import { useAlertStore } from '../session/alert-store'
import type { AuditTarget } from './record-kind'
import { callQuery } from './call-query'
import { callApi } from './client'
import { defineRecordKind } from './record-kind'

/**
 * Change requests: the writes a space's approval policy held for a second person, by tab
 * (`?tab=`), one beside the list. A request changes only through its own calls: approve, reject,
 * cancel.
 */
export const changeRequests = defineRecordKind({
  kind: 'changeRequest',
  calls: { list: approvalCalls.list, get: approvalCalls.get },
  filters: approvalFilterFields,
  // The pane starts afresh when the request is decided, not when it is read again.
  version: (row: ChangeRequestSummary) => row.state,
})

export const approvalKeys = {
  counts: [...changeRequests.keys.all, 'counts'] as const,
  pending: (target: AuditTarget | { merchantAccount: string }) => [...changeRequests.keys.all, 'pending', target] as const,
}

/** How many requests wait for the user's decision, and how many of theirs wait for someone else's. */
export const approvalCountsQuery = () => callQuery(approvalKeys.counts, approvalCalls.counts, {}, { staleTime: 60_000, refetchOnWindowFocus: true })

/** The pending requests that would change a record, or a merchant's records, for its "pending approval" mark. */
export const pendingRequestsQuery = (target: AuditTarget | { merchantAccount: string }) =>
  callQuery(approvalKeys.pending(target), approvalCalls.list, { query: { tab: 'all', limit: 20, ...target } })

export const approveRequest = (id: number, note?: string) => callApi(approvalCalls.approve, { params: { id }, body: note ? { note } : {} })

export const rejectRequest = (id: number, reason: string) => callApi(approvalCalls.reject, { params: { id }, body: { reason } })

export const cancelRequest = (id: number) => callApi(approvalCalls.cancel, { params: { id } })

/** After a decision: the lists, the counts, the request and the records it changed are read again. */
export async function refreshApprovals(queryClient: QueryClient, decided?: ChangeRequest): Promise<void> {
  await changeRequests.refresh(queryClient)
  if (decided?.state === 'APPROVED') await queryClient.invalidateQueries()
}

/** Whether a write's answer is a change request a space's policy held (202), rather than the write done. */
export function heldForApproval(answer: unknown): answer is HeldAnswer {
  return typeof answer === 'object' && answer !== null && 'changeRequest' in answer && Object.keys(answer).length === 1
}

/** Where the alert's link opens a request: the router, loaded with the console. */
async function openRequest(id: number): Promise<void> {
  const { router } = await import('../app/router')
  await router.navigate({ to: '/approvals/$request', params: { request: String(id) } })
}

/**
 * Says a write was sent for approval, not applied, with a link to its request; the approvals'
 * counts change. The alert's button is named by a first-paint text (the alerts read only those).
 */
export function sayHeld({ changeRequest }: HeldAnswer, queryClient?: QueryClient): void {
  useAlertStore.getState().show(i18next.t('approval:held.sent', { id: changeRequest.id }), 'info', HELD_ALERT_MS, { label: 'shell:screens.approvals', run: () => void openRequest(changeRequest.id) })
  if (queryClient) void changeRequests.refresh(queryClient)
}

/** The "sent for approval" alert stays long enough to follow its link. */
const HELD_ALERT_MS = 10_000
