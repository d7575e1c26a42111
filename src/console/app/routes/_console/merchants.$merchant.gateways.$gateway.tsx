import { createFileRoute } from '@tanstack/react-router'
import { gatewayConfigKind } from '../../../api/merchant'
import { GatewayConfigDetail } from '../../../screens/merchant/GatewayConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways/$gateway')({
  loader: (match) => gatewayConfigKind.preload(match),
  component: GatewayConfigDetail,
})
