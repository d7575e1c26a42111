import { createFileRoute } from '@tanstack/react-router'
import { MerchantSettingsScreen } from '../../../screens/merchant/MerchantSettingsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/settings')({
  component: MerchantSettingsScreen,
})
