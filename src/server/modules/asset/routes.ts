import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantOfPath } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import type { Services } from '../../services'
import { signedFileUrl, signedUploadUrl } from '../../storage/files'

/**
 * Asset signing: a short-lived URL to PUT a merchant logo or stylesheet into the file store,
 * and the signed URL it will be read from. The file name names its merchant, which must be one
 * the caller sees (the call's permission is the right to configure it): a merchant outside
 * the caller's scope answers 404, as if it did not exist.
 */
export async function registerAssetRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.asset.sign, async ({ query, principal, request }) => {
    const { key } = query.fname
    const merchant = await merchantOfPath(services.db, principal, query.fname.merchant)
    // Nothing is stored yet; the audit row keeps who was allowed to upload what.
    return auditedWrite(services, { principal, request }, async () => ({
      answer: { uploadURL: signedUploadUrl(services, key), logoURL: signedFileUrl(services, key) },
      event: { type: 'MERCHANT_CONFIG', targetType: 'merchant', targetId: merchant.name, detail: { after: { upload: key } } },
    }))
  })
}
