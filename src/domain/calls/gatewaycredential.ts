import { z } from 'zod'
import { recordCalls } from '../call'
import { numericId } from '../entities/common'
import * as gatewaycredential from '../entities/gatewaycredential'

export const gatewaycredentialCalls = recordCalls({
  area: 'gatewaycredential',
  path: 'gatewaycredential',
  params: z.object({ id: numericId }),
  read: 'gatewayCredential.read',
  write: 'gatewayCredential.write',
  entity: gatewaycredential.gatewayCredentialSchema,
  listQuery: gatewaycredential.gatewayCredentialListQuerySchema,
  create: gatewaycredential.gatewayCredentialInputSchema,
  update: gatewaycredential.gatewayCredentialUpdateSchema,
})
