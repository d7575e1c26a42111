import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { TrustLevelsScreen } from '../../../screens/merchant/TrustLevelsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels')({
  validateSearch: searchOf(filterSearch(merchantConfigFilterFields)),
  component: TrustLevelsScreen,
})
