import { createFileRoute } from '@tanstack/react-router'
import { MerchantPaywallScreen } from '../../../screens/merchantSettings/MerchantPaywallScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/paywall')({
  staticData: { permission: 'merchant.read' },
  component: MerchantPaywallScreen,
})
