import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import { gatewayCredentialFilterFields } from '@domain/filters/gatewaycredential'
import { defineRecordKind } from './record-kind'

/** Gateway credentials; the answer holds secrets only masked (`••••1234`), their values never reach the client. */
export const gatewaycredential = defineRecordKind({
  kind: 'gatewayCredential',
  calls: gatewaycredentialCalls,
  filters: gatewayCredentialFilterFields,
})
