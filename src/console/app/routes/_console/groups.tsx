import { filterSearchSchema } from '@domain/filters'
import { merchantGroupFilterFields } from '@domain/filters/mgroup'
import { createFileRoute } from '@tanstack/react-router'
import { GroupsScreen } from '../../../screens/mgroup/GroupsScreen'

export const Route = createFileRoute('/_console/groups')({
  validateSearch: filterSearchSchema(merchantGroupFilterFields),
  component: GroupsScreen,
})
