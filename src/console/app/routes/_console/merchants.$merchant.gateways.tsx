import { filterSearchSchema } from '@domain/filters'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { GatewayConfigsScreen } from '../../../screens/merchant/GatewayConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways')({
  validateSearch: filterSearchSchema(merchantConfigFilterFields),
  component: GatewayConfigsScreen,
})
