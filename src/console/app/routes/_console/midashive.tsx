import { hiveFilterFields } from '@domain/filters/hive'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { MidasHiveScreen } from '../../../screens/hive/HiveScreen'

export const Route = createFileRoute('/_console/midashive')({
  ...listRouteOptions(hiveFilterFields),
  component: MidasHiveScreen,
})
