import { filterSearchSchema } from '@domain/filters'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { GatewayConfigsScreen } from '../../../screens/merchantConfigs/GatewayConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways')({
  staticData: { permission: 'merchant.read' },
  validateSearch: filterSearchSchema(merchantConfigFilterFields),
  component: GatewayConfigsScreen,
})
