import { recordCalls } from '../call'
import * as gatewaycredential from '../entities/gatewaycredential'
import { idParams } from './params'

export const gatewaycredentialCalls = recordCalls({
  area: 'gatewaycredential',
  path: 'gatewaycredential',
  params: idParams,
  read: 'gatewayCredential.read',
  write: 'gatewayCredential.write',
  entity: gatewaycredential.gatewayCredentialSchema,
  listQuery: gatewaycredential.gatewayCredentialListQuerySchema,
  create: gatewaycredential.gatewayCredentialInputSchema,
  update: gatewaycredential.gatewayCredentialUpdateSchema,
})
