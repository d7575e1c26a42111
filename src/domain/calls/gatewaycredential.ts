import { heldBy, recordCalls } from '../call'
import * as gatewaycredential from '../entities/gatewaycredential'
import { idParams } from './params'

const credentials = recordCalls({
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

/** A credential's writes may wait for a second person: they change what the platform signs in to a gateway with. */
export const gatewaycredentialCalls = {
  ...credentials,
  create: heldBy('secrets', credentials.create),
  update: heldBy('secrets', credentials.update),
  remove: heldBy('secrets', credentials.remove),
}
