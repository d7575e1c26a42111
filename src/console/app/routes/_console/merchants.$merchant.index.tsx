import { createFileRoute } from '@tanstack/react-router'
import { MerchantOverview } from '../../../screens/merchants/MerchantOverview'

export const Route = createFileRoute('/_console/merchants/$merchant/')({
  staticData: { permission: 'merchant.read' },
  component: MerchantOverview,
})
