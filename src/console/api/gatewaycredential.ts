import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import { gatewayCredentialFilterFields } from '@domain/filters/gatewaycredential'
import { defineRecordKind, numericId } from './record-kind'

/** Gateway credentials; the answer holds secrets only masked (`••••1234`), their values never reach the client. */
export const gatewaycredential = defineRecordKind({
  area: 'gatewaycredential',
  calls: gatewaycredentialCalls,
  filters: gatewayCredentialFilterFields,
  listRoute: '/gatewayCredentials',
  param: 'gatewayCredential',
  focus: 'gatewayCredential',
  idOf: (row: GatewayCredential) => row.id,
  parseId: numericId,
  params: (id) => ({ id }),
})
