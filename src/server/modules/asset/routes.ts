import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import type { Services } from '../../services'
import { signedFileUrl, signedUploadUrl } from '../../storage/files'

/**
 * Asset signing: a short-lived URL to PUT a merchant logo or stylesheet into the file store,
 * and the signed URL it will be read from.
 */
export async function registerAssetRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.asset.sign, async ({ query, principal, request }) => {
    const key = query.fname
    // Nothing is stored yet; the audit row keeps who was allowed to upload what.
    return auditedWrite(services, { principal, request }, async () => ({
      answer: { uploadURL: signedUploadUrl(services, key), logoURL: signedFileUrl(services, key) },
      event: { type: 'MERCHANT_CONFIG', targetType: 'asset', targetId: key, detail: { after: { upload: key } } },
    }))
  })
}
