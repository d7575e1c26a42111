import { createFileRoute } from '@tanstack/react-router'
import { merchantKind } from '../../../api/merchant'
import { MerchantLayout } from '../../../screens/merchant/MerchantLayout'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, merchantKind, params),
  component: MerchantLayout,
})
