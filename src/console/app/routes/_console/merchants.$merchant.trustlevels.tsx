import { filterSearchSchema } from '@domain/filters'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { TrustLevelsScreen } from '../../../screens/merchant/TrustLevelsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels')({
  validateSearch: filterSearchSchema(merchantConfigFilterFields),
  component: TrustLevelsScreen,
})
