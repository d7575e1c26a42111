import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MerchantResources } from '../../../screens/merchant/MerchantResources'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/resources')({
  validateSearch: searchOf(dialogSearch('addCaller')),
  component: MerchantResources,
})
