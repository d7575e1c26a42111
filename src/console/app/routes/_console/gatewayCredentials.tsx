import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { gatewayCredentialFilterFields } from '@domain/filters/gatewaycredential'
import { createFileRoute } from '@tanstack/react-router'
import { GatewayCredentialsScreen } from '../../../screens/gatewaycredential/GatewayCredentialsScreen'

export const Route = createFileRoute('/_console/gatewayCredentials')({
  validateSearch: searchOf(filterSearch(gatewayCredentialFilterFields)),
  component: GatewayCredentialsScreen,
})
