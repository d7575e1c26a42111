import { filterSearchSchema } from '@domain/filters'
import { merchantFilterFields } from '@domain/filters/merchant'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantsScreen } from '../../../screens/merchant/MerchantsScreen'

export const Route = createFileRoute('/_console/merchants/')({
  validateSearch: filterSearchSchema(merchantFilterFields),
  component: MerchantsScreen,
})
