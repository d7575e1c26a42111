import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantKeyFilterFields } from '@domain/filters/merchantkey'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantKeysScreen } from '../../../screens/merchantkey/MerchantKeysScreen'

export const Route = createFileRoute('/_console/merchantKeys')({
  validateSearch: searchOf(filterSearch(merchantKeyFilterFields)),
  component: MerchantKeysScreen,
})
