import { z } from 'zod'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantPaywallScreen } from '../../../screens/merchant/MerchantPaywallScreen'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/paywall')({
  validateSearch: z.object(dialogSearch('uploadLogo', 'uploadStylesheet')),
  component: MerchantPaywallScreen,
})
