import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { FraudConfigsScreen } from '../../../screens/merchant/FraudConfigsScreen'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs')({
  ...listRouteOptions(fraudConfigFilterFields),
  component: FraudConfigsScreen,
})
