import { filterSearchSchema } from '@domain/filters'
import { createFileRoute } from '@tanstack/react-router'
import { FraudConfigsScreen } from '../../../screens/merchant/FraudConfigsScreen'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs')({
  validateSearch: filterSearchSchema(fraudConfigFilterFields),
  component: FraudConfigsScreen,
})
