import { gatewayCredentialFilterFields } from '@domain/filters/gatewaycredential'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { GatewayCredentialsScreen } from '../../../screens/gatewaycredential/GatewayCredentialsScreen'

export const Route = createFileRoute('/_console/gatewayCredentials')({
  ...listRouteOptions(gatewayCredentialFilterFields),
  component: GatewayCredentialsScreen,
})
