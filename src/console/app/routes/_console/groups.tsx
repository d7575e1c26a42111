import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { merchantGroupFilterFields } from '@domain/filters/mgroup'
import { createFileRoute } from '@tanstack/react-router'
import { GroupsScreen } from '../../../screens/mgroup/GroupsScreen'

export const Route = createFileRoute('/_console/groups')({
  validateSearch: searchOf(filterSearch(merchantGroupFilterFields)),
  component: GroupsScreen,
})
