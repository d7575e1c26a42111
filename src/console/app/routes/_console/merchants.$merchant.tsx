import { createFileRoute } from '@tanstack/react-router'
import { MerchantLayout } from '../../../screens/merchants/MerchantLayout'

export const Route = createFileRoute('/_console/merchants/$merchant')({
  component: MerchantLayout,
})
