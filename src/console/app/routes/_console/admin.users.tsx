import { adminUserFilterFields } from '@domain/filters/muser'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { UsersScreen } from '../../../screens/muser/UsersScreen'

export const Route = createFileRoute('/_console/admin/users')({
  ...listRouteOptions(adminUserFilterFields),
  component: UsersScreen,
})
