import { merchantKeyFilterFields } from '@domain/filters/merchantkey'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { MerchantKeysScreen } from '../../../screens/merchantkey/MerchantKeysScreen'

export const Route = createFileRoute('/_console/merchantKeys')({
  ...listRouteOptions(merchantKeyFilterFields),
  component: MerchantKeysScreen,
})
