import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { fraudBlockKind } from '../../../api/fraud'
import { FraudBlockDetail } from '../../../screens/fraud/FraudBlockDetail'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/fraudblocks/$fraudBlock')({
  validateSearch: searchOf(dialogSearch('delete')),
  loader: (match) => fraudBlockKind.preload(match),
  component: FraudBlockDetail,
})
