import { paymentLinkFilterFields } from '@domain/filters/paymentlink'
import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkKind } from '../../../api/paymentlink'
import { listRouteOptions } from '../../../api/route-options'
import { PaymentLinksScreen } from '../../../screens/paymentlink/PaymentLinksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/paymentLink')({
  ...listRouteOptions(paymentLinkFilterFields),
  component: () => <PaymentLinksScreen kind={paymentLinkKind} />,
})
