import { createFileRoute } from '@tanstack/react-router'
import { merchantkey } from '../../../api/merchantkey'
import { MerchantKeyDetail } from '../../../screens/merchantkey/MerchantKeyDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchantKeys/$merchantKey')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, merchantkey, params),
  component: MerchantKeyDetail,
})
