import { createFileRoute } from '@tanstack/react-router'
import { gatewaycredential } from '../../../api/gatewaycredential'
import { GatewayCredentialDetail } from '../../../screens/gatewaycredential/GatewayCredentialDetail'

export const Route = createFileRoute('/_console/gatewayCredentials/$gatewayCredential')({
  loader: (match) => gatewaycredential.preload(match),
  component: GatewayCredentialDetail,
})
