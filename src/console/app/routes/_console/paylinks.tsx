import { filterSearch } from '@domain/filter-fields'
import { paylinkFilterFields } from '@domain/filters/payment-link'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { paylinkKind } from '../../../api/paymentlink'
import { PaymentLinksScreen } from '../../../screens/paymentlink/PaymentLinksScreen'

export const Route = createFileRoute('/_console/paylinks')({
  validateSearch: searchOf(filterSearch(paylinkFilterFields)),
  component: () => <PaymentLinksScreen kind={paylinkKind} />,
})
