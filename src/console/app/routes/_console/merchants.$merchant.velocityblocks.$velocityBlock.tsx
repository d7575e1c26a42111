import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { velocityBlockKind } from '../../../api/merchant'
import { VelocityBlockDetail } from '../../../screens/merchant/VelocityBlockDetail'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks/$velocityBlock')({
  validateSearch: searchOf(dialogSearch('delete')),
  loader: (match) => velocityBlockKind.preload(match),
  component: VelocityBlockDetail,
})
