import { createFileRoute } from '@tanstack/react-router'
import { MerchantLayout } from '../../../screens/merchants/MerchantLayout'

export const Route = createFileRoute('/_console/merchants/$merchant')({
  staticData: { permission: 'merchant.read' },
  component: MerchantLayout,
})
