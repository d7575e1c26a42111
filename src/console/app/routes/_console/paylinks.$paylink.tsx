import { createFileRoute } from '@tanstack/react-router'
import { paylinkKind } from '../../../api/paymentlink'
import { preloadRecord } from '../../../api/record-kind'
import { PaymentLinkDetail } from '../../../screens/paymentlink/PaymentLinkDetail'

export const Route = createFileRoute('/_console/paylinks/$paylink')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, paylinkKind, params),
  component: () => <PaymentLinkDetail kind={paylinkKind} />,
})
