import { createFileRoute } from '@tanstack/react-router'
import { GatewayCredentialDetail } from '../../../screens/gatewayCredentials/GatewayCredentialDetail'

export const Route = createFileRoute('/_console/gatewayCredentials/$gatewayCredential')({
  staticData: { permission: 'gatewayCredential.read' },
  component: GatewayCredentialDetail,
})
