import { defineCall } from '../call'
import { assetSignAnswerSchema, assetSignQuerySchema } from '../entities/asset'

const area = 'asset'

export const assetCalls = {
  /** Signs an upload of a merchant logo or stylesheet; the signer is configurable. */
  sign: defineCall({ area, method: 'GET', path: 'asset/sign', access: 'merchant.configure', query: assetSignQuerySchema, response: assetSignAnswerSchema }),
}
