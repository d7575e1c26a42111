import { filterSearchSchema } from '@domain/filters'
import { merchantKeyFilterFields } from '@domain/filters/merchantkey'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantKeysScreen } from '../../../screens/merchantkey/MerchantKeysScreen'

export const Route = createFileRoute('/_console/merchantKeys')({
  validateSearch: filterSearchSchema(merchantKeyFilterFields),
  component: MerchantKeysScreen,
})
