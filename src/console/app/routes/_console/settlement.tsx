import { filterSearch } from '@domain/filter-fields'
import { settlementRecordFilterFields } from '@domain/filters/settlement'
import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { dialogSearch } from '../../../palette/screen-dialog'
import { SettlementScreen } from '../../../screens/finance/SettlementScreen'

export const Route = createFileRoute('/_console/settlement')({
  // `space`: the space whose settlement is shown; the user's own when absent.
  validateSearch: searchOf(filterSearch(settlementRecordFilterFields), { space: textUpTo(60) }, dialogSearch('upload')),
  component: SettlementScreen,
})
