import { roleFilterFields } from '@domain/filters/mrole'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { RolesScreen } from '../../../screens/mrole/RolesScreen'

export const Route = createFileRoute('/_console/roles')({
  ...listRouteOptions(roleFilterFields),
  component: RolesScreen,
})
