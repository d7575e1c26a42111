import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema } from '../entities/common'
import {
  gatewayCredentialInputSchema,
  gatewayCredentialListQuerySchema,
  gatewayCredentialSchema,
  gatewayCredentialUpdateSchema,
} from '../entities/gatewaycredential'
import { pageSchema } from '../pagination'

const area = 'gatewaycredential'
const params = z.object({ id: numericId })

export const gatewaycredentialCalls = {
  list: defineCall({ area, method: 'GET', path: 'gatewaycredential', access: 'gatewayCredential.read', query: gatewayCredentialListQuerySchema, response: pageSchema(gatewayCredentialSchema) }),
  get: defineCall({ area, method: 'GET', path: 'gatewaycredential/{id}', access: 'gatewayCredential.read', params, response: gatewayCredentialSchema }),
  create: defineCall({ area, method: 'POST', path: 'gatewaycredential', access: 'gatewayCredential.write', body: gatewayCredentialInputSchema, response: gatewayCredentialSchema }),
  update: defineCall({ area, method: 'PUT', path: 'gatewaycredential/{id}', access: 'gatewayCredential.write', params, body: gatewayCredentialUpdateSchema, response: gatewayCredentialSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'gatewaycredential/{id}', access: 'gatewayCredential.write', params, response: okAnswerSchema }),
}
