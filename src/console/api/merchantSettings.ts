import { API_PREFIX, type BodyOf } from '@domain/call'
import { assetCalls } from '@domain/calls/asset'
import { merchantCalls } from '@domain/calls/merchant'
import { assetSignAnswerSchema } from '@domain/entities/asset'
import type { Merchant } from '@domain/entities/merchant'
import { callApi } from './client'

/** Sends only the parts of the merchant a screen edits; the server keeps the rest. */
export function configureMerchant(name: string, body: BodyOf<typeof merchantCalls.configure>): Promise<Merchant> {
  return callApi(merchantCalls.configure, { params: { name }, body })
}

/** Our own signer: reached as a call of the table, with the session's token. */
export const OWN_ASSET_SIGNER_URL = `${API_PREFIX}/${assetCalls.sign.path}`

/** Which step of an upload failed, and the answer's status when there was one; the screen says it in the user's language. */
export class AssetUploadError extends Error {
  constructor(
    readonly step: 'sign' | 'upload',
    readonly status?: number,
  ) {
    super(`asset ${step} failed${status ? ` (${status})` : ''}`)
    this.name = 'AssetUploadError'
  }
}

export interface SignedUpload {
  uploadURL: string
  logoURL: string
}

/**
 * Asks the signer for an upload of `fname`. Another signer (a serverless endpoint) gets a plain
 * GET with `fname` and never the console's token.
 */
export async function signAssetUpload(signerUrl: string, fname: string, signal?: AbortSignal): Promise<SignedUpload> {
  if (signerUrl === OWN_ASSET_SIGNER_URL) return callApi(assetCalls.sign, { query: { fname }, signal })
  const url = new URL(signerUrl, globalThis.location?.origin)
  url.searchParams.set('fname', fname)
  const response = await fetch(url, { signal, credentials: 'omit' })
  if (!response.ok) throw new AssetUploadError('sign', response.status)
  const answer = assetSignAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw new AssetUploadError('sign')
  return answer.data
}

/** PUTs the file's bytes to the signed URL, reporting the share sent so far (0 to 1). */
export function putAsset(uploadURL: string, file: Blob, contentType: string, onProgress?: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', uploadURL)
    request.setRequestHeader('Content-Type', contentType)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new AssetUploadError('upload', request.status)))
    request.onerror = () => reject(new AssetUploadError('upload'))
    request.send(file)
  })
}
