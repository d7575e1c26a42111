import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { GatewayConfigsScreen } from '../../../screens/merchant/GatewayConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways')({
  validateSearch: searchOf(filterSearch(merchantConfigFilterFields)),
  component: GatewayConfigsScreen,
})
