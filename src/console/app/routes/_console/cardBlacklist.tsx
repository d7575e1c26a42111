import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { cardBlacklistFilterFields } from '@domain/filters/cardblacklist'
import { createFileRoute } from '@tanstack/react-router'
import { CardBlacklistScreen } from '../../../screens/cardblacklist/CardBlacklistScreen'

export const Route = createFileRoute('/_console/cardBlacklist')({
  validateSearch: searchOf(filterSearch(cardBlacklistFilterFields)),
  component: CardBlacklistScreen,
})
