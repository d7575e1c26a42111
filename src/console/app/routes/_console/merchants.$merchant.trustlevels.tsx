import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { TrustLevelsScreen } from '../../../screens/merchant/TrustLevelsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels')({
  ...listRouteOptions(merchantConfigFilterFields),
  component: TrustLevelsScreen,
})
