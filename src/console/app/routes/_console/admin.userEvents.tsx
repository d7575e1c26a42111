import { int } from '@domain/search-params'
import { userEventFilterFields } from '@domain/filters/muser'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { UserEventsScreen } from '../../../screens/muser/UserEventsScreen'

export const Route = createFileRoute('/_console/admin/userEvents')({
  // `event`: the event open beside the list.
  ...listRouteOptions(userEventFilterFields, { event: int }, dialogSearch('verifyAudit', 'exportAudit')),
  component: UserEventsScreen,
})
