import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { InstrumentConfigsScreen } from '../../../screens/merchant/InstrumentConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments')({
  validateSearch: searchOf(filterSearch(merchantConfigFilterFields)),
  component: InstrumentConfigsScreen,
})
