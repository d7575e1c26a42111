import { paylinkFilterFields } from '@domain/filters/paymentlink'
import { createFileRoute } from '@tanstack/react-router'
import { paylinkKind } from '../../../api/paymentlink'
import { listRouteOptions } from '../../../api/route-options'
import { PaymentLinksScreen } from '../../../screens/paymentlink/PaymentLinksScreen'

export const Route = createFileRoute('/_console/paylinks')({
  ...listRouteOptions(paylinkFilterFields),
  component: () => <PaymentLinksScreen kind={paylinkKind} />,
})
