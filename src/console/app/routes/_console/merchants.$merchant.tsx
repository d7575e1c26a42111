import { createFileRoute } from '@tanstack/react-router'
import { merchantKind } from '../../../api/merchant'
import { MerchantLayout } from '../../../screens/merchant/MerchantLayout'

export const Route = createFileRoute('/_console/merchants/$merchant')({
  loader: (match) => merchantKind.preload(match),
  component: MerchantLayout,
})
