import { createFileRoute } from '@tanstack/react-router'
import { merchantKind } from '../../../api/merchants'
import { MerchantLayout } from '../../../screens/merchants/MerchantLayout'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, merchantKind, params),
  component: MerchantLayout,
})
