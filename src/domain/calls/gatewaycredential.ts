import { z } from 'zod'
import { recordCalls } from '../call'
import { numericId } from '../entities/common'
import {
  gatewayCredentialInputSchema,
  gatewayCredentialListQuerySchema,
  gatewayCredentialSchema,
  gatewayCredentialUpdateSchema,
} from '../entities/gatewaycredential'

export const gatewaycredentialCalls = recordCalls({
  area: 'gatewaycredential',
  path: 'gatewaycredential',
  params: z.object({ id: numericId }),
  read: 'gatewayCredential.read',
  write: 'gatewayCredential.write',
  entity: gatewayCredentialSchema,
  listQuery: gatewayCredentialListQuerySchema,
  create: gatewayCredentialInputSchema,
  update: gatewayCredentialUpdateSchema,
})
