import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { GatewayConfigsScreen } from '../../../screens/merchant/GatewayConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways')({
  ...listRouteOptions(merchantConfigFilterFields),
  component: GatewayConfigsScreen,
})
