import { filterSearchSchema } from '@domain/filters'
import { paymentLinkFilterFields } from '@domain/filters/payment-link'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentLinksScreen } from '../../../screens/paymentlink/PaymentLinksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/paymentLink')({
  validateSearch: filterSearchSchema(paymentLinkFilterFields),
  component: PaymentLinksScreen,
})
