import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { cardRestrictions } from '../../../api/cardrestriction'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CardRestrictionDetail } from '../../../screens/cardrestriction/RestrictionDetail'

// Each space names its restrictions: the open one's space. Built apart from the route options:
// inline, the search's type is lost to loaderDeps' inference.
const restrictionSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete'))

export const Route = createFileRoute('/_console/cardRestrictions/$restriction')({
  validateSearch: restrictionSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, cardRestrictions, { ...params, ...deps }),
  component: CardRestrictionDetail,
})
