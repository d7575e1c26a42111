import { createFileRoute } from '@tanstack/react-router'
import { MerchantKeyDetail } from '../../../screens/merchantKeys/MerchantKeyDetail'

export const Route = createFileRoute('/_console/merchantKeys/$merchantKey')({
  component: MerchantKeyDetail,
})
