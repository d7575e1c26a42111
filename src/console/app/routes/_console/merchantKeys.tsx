import { filterSearchSchema } from '@domain/filters'
import { merchantKeyFilterFields } from '@domain/filters/merchant-key'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantKeysScreen } from '../../../screens/merchantKeys/MerchantKeysScreen'

export const Route = createFileRoute('/_console/merchantKeys')({
  validateSearch: filterSearchSchema(merchantKeyFilterFields),
  component: MerchantKeysScreen,
})
