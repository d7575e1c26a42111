import { createFileRoute } from '@tanstack/react-router'
import { GatewayConfigDetail } from '../../../screens/merchantConfigs/GatewayConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways/$gateway')({
  component: GatewayConfigDetail,
})
