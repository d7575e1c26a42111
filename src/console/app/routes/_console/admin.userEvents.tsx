import { filterSearch } from '@domain/filter-fields'
import { int, searchOf } from '@domain/search-params'
import { userEventFilterFields } from '@domain/filters/muser'
import { createFileRoute } from '@tanstack/react-router'
import { UserEventsScreen } from '../../../screens/muser/UserEventsScreen'

export const Route = createFileRoute('/_console/admin/userEvents')({
  // `event`: the event open beside the list.
  validateSearch: searchOf({ ...filterSearch(userEventFilterFields), event: int }),
  component: UserEventsScreen,
})
