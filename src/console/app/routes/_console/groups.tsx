import { filterSearchSchema } from '@domain/filters'
import { merchantGroupFilterFields } from '@domain/filters/merchant-group'
import { createFileRoute } from '@tanstack/react-router'
import { GroupsScreen } from '../../../screens/groups/GroupsScreen'

export const Route = createFileRoute('/_console/groups')({
  validateSearch: filterSearchSchema(merchantGroupFilterFields),
  component: GroupsScreen,
})
