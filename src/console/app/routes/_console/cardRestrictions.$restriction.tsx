import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { cardRestrictions } from '../../../api/cardrestriction'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CardRestrictionDetail } from '../../../screens/cardrestriction/RestrictionDetail'

export const Route = createFileRoute('/_console/cardRestrictions/$restriction')({
  // Each space names its restrictions: the open one's space.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete')),
  loader: (match) => cardRestrictions.preload(match),
  component: CardRestrictionDetail,
})
