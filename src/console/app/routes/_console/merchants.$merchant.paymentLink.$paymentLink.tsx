import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkKind } from '../../../api/paymentlink'
import { PaymentLinkDetail } from '../../../screens/paymentlink/PaymentLinkDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/paymentLink/$paymentLink')({
  loader: (match) => paymentLinkKind.preload(match),
  component: () => <PaymentLinkDetail kind={paymentLinkKind} />,
})
