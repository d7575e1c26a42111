import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { createFileRoute } from '@tanstack/react-router'
import { CardBinsScreen } from '../../../screens/cardbin/CardBinsScreen'

export const Route = createFileRoute('/_console/cardBins')({
  validateSearch: searchOf(filterSearch(cardBinFilterFields)),
  component: CardBinsScreen,
})
