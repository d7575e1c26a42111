import { merchantGroupFilterFields } from '@domain/filters/mgroup'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { GroupsScreen } from '../../../screens/mgroup/GroupsScreen'

export const Route = createFileRoute('/_console/groups')({
  ...listRouteOptions(merchantGroupFilterFields),
  component: GroupsScreen,
})
