import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { paymentLinkFilterFields } from '@domain/filters/payment-link'
import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkKind } from '../../../api/paymentlink'
import { PaymentLinksScreen } from '../../../screens/paymentlink/PaymentLinksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/paymentLink')({
  validateSearch: searchOf(filterSearch(paymentLinkFilterFields)),
  component: () => <PaymentLinksScreen kind={paymentLinkKind} />,
})
