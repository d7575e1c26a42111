import { settlementRecordFilterFields } from '@domain/filters/settlement'
import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { SettlementScreen } from '../../../screens/finance/SettlementScreen'

export const Route = createFileRoute('/_console/settlement')({
  // `space`: the space whose settlement is shown; the user's own when absent.
  ...listRouteOptions(settlementRecordFilterFields, { space: textUpTo(60) }, dialogSearch('upload')),
  component: SettlementScreen,
})
