import { createFileRoute } from '@tanstack/react-router'
import { gatewayConfigKind } from '../../../api/merchantConfigs'
import { GatewayConfigDetail } from '../../../screens/merchantConfigs/GatewayConfigDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways/$gateway')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, gatewayConfigKind, params),
  component: GatewayConfigDetail,
})
