import { filterSearchSchema } from '@domain/filters'
import { gatewayCredentialFilterFields } from '@domain/filters/gatewaycredential'
import { createFileRoute } from '@tanstack/react-router'
import { GatewayCredentialsScreen } from '../../../screens/gatewaycredential/GatewayCredentialsScreen'

export const Route = createFileRoute('/_console/gatewayCredentials')({
  validateSearch: filterSearchSchema(gatewayCredentialFilterFields),
  component: GatewayCredentialsScreen,
})
