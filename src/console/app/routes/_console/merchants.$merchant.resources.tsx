import { createFileRoute } from '@tanstack/react-router'
import { MerchantResources } from '../../../screens/merchants/MerchantResources'

export const Route = createFileRoute('/_console/merchants/$merchant/resources')({
  staticData: { permission: 'merchant.read' },
  component: MerchantResources,
})
