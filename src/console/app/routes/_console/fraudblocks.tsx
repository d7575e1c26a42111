import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { FraudBlocksScreen } from '../../../screens/fraud/FraudBlocksScreen'

export const Route = createFileRoute('/_console/fraudblocks')({
  validateSearch: searchOf(filterSearch(fraudBlockFilterFields)),
  component: FraudBlocksScreen,
})
