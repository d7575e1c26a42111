import { createFileRoute } from '@tanstack/react-router'
import { paylinkKind } from '../../../api/paymentlink'
import { PaymentLinkDetail } from '../../../screens/paymentlink/PaymentLinkDetail'

export const Route = createFileRoute('/_console/paylinks/$paylink')({
  loader: (match) => paylinkKind.preload(match),
  component: () => <PaymentLinkDetail kind={paylinkKind} />,
})
