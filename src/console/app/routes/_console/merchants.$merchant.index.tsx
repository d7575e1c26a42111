import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantOverview } from '../../../screens/merchant/MerchantOverview'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/')({
  validateSearch: searchOf(dialogSearch('rotateSecretKey', 'addTag')),
  component: MerchantOverview,
})
