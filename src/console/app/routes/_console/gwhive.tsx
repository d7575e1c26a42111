import { hiveFilterFields } from '@domain/filters/hive'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { GatewayHiveScreen } from '../../../screens/hive/HiveScreen'

export const Route = createFileRoute('/_console/gwhive')({
  ...listRouteOptions(hiveFilterFields),
  component: GatewayHiveScreen,
})
