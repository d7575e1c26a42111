import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantPaywallScreen } from '../../../screens/merchant/MerchantPaywallScreen'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/paywall')({
  validateSearch: searchOf(dialogSearch('uploadLogo', 'uploadStylesheet')),
  component: MerchantPaywallScreen,
})
