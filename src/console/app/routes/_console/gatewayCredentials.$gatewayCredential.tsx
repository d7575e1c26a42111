import { createFileRoute } from '@tanstack/react-router'
import { gatewaycredential } from '../../../api/gatewaycredential'
import { GatewayCredentialDetail } from '../../../screens/gatewaycredential/GatewayCredentialDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/gatewayCredentials/$gatewayCredential')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, gatewaycredential, params),
  component: GatewayCredentialDetail,
})
