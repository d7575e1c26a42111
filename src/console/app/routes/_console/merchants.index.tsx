import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantFilterFields } from '@domain/filters/merchant'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantsScreen } from '../../../screens/merchant/MerchantsScreen'

export const Route = createFileRoute('/_console/merchants/')({
  validateSearch: searchOf(filterSearch(merchantFilterFields)),
  component: MerchantsScreen,
})
