import { filterSearch } from '@domain/filter-fields'
import { cardRestrictionFilterFields } from '@domain/filters/cardrestriction'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { CardRestrictionsScreen } from '../../../screens/cardrestriction/RestrictionsScreen'

export const Route = createFileRoute('/_console/cardRestrictions')({
  validateSearch: searchOf(filterSearch(cardRestrictionFilterFields)),
  component: CardRestrictionsScreen,
})
