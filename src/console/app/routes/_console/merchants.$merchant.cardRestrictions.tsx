import { createFileRoute } from '@tanstack/react-router'
import { MerchantRestrictionsScreen } from '../../../screens/cardrestriction/MerchantRestrictionsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/cardRestrictions')({
  component: MerchantRestrictionsScreen,
})
