import { financeCalls } from '@domain/calls/finance'
import type { SettlementUpload } from '@domain/entities/finance'
import { callApi } from './client'
import { callQuery } from './call-query'

/** While an upload's job reads its file, its progress is read again this often. */
export const UPLOAD_PROGRESS_MS = 1_000

/** How many of a space's newest uploads the settlement screen shows. */
export const RECENT_UPLOADS = 20

export const settlementKeys = {
  all: ['settlement'] as const,
  uploads: (space: string) => [...settlementKeys.all, space, 'uploads'] as const,
  upload: (space: string, uploadId: number) => [...settlementKeys.all, space, 'upload', uploadId] as const,
}

const processing = (upload: SettlementUpload | undefined) => upload?.state === 'PROCESSING'

/** A space's newest uploads; read again while one of them is being processed. */
export const settlementUploadsQueryOptions = (space: string) =>
  callQuery(settlementKeys.uploads(space), financeCalls.settlementUploads, { params: { space }, query: { limit: RECENT_UPLOADS } }, { refetchInterval: (query) => (query.state.data?.items.some(processing) ? UPLOAD_PROGRESS_MS : false) })

/** One upload, polled until its job ends. */
export const settlementUploadQueryOptions = (space: string, uploadId: number) =>
  callQuery(settlementKeys.upload(space, uploadId), financeCalls.settlementUpload, { params: { space, uploadId } }, { refetchInterval: (query) => (processing(query.state.data) ? UPLOAD_PROGRESS_MS : false) })

/** Sends a gateway's settlement file; the answer is the upload, PROCESSING while its job reads it. */
export function uploadSettlementFile(space: string, gateway: string, file: File): Promise<SettlementUpload> {
  const body = new FormData()
  body.append('file', file)
  return callApi(financeCalls.uploadSettlement, { params: { space, gateway }, body })
}
