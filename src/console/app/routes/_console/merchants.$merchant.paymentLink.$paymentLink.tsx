import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkKind } from '../../../api/paymentlink'
import { preloadRecord } from '../../../api/record-kind'
import { PaymentLinkDetail } from '../../../screens/paymentlink/PaymentLinkDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/paymentLink/$paymentLink')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, paymentLinkKind, params),
  component: () => <PaymentLinkDetail kind={paymentLinkKind} />,
})
