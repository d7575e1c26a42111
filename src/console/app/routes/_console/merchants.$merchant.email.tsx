import { createFileRoute } from '@tanstack/react-router'
import { MerchantEmailScreen } from '../../../screens/merchant/MerchantEmailScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/email')({
  component: MerchantEmailScreen,
})
