import { filterSearch } from '@domain/filter-fields'
import { trustPolicyConfigFilterFields } from '@domain/filters/trustpolicy'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { TrustPolicyConfigsScreen } from '../../../screens/trustpolicy/ConfigsScreen'

export const Route = createFileRoute('/_console/trustPolicy')({
  validateSearch: searchOf(filterSearch(trustPolicyConfigFilterFields)),
  component: TrustPolicyConfigsScreen,
})
