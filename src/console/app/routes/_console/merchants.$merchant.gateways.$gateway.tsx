import { createFileRoute } from '@tanstack/react-router'
import { gatewayConfigKind } from '../../../api/merchant'
import { GatewayConfigDetail } from '../../../screens/merchant/GatewayConfigDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/gateways/$gateway')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, gatewayConfigKind, params),
  component: GatewayConfigDetail,
})
