import { reviewTabs } from '@domain/enums'
import { reviewFilterFields } from '@domain/filters/review'
import { oneOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { ReviewQueueScreen } from '../../../screens/review/ReviewQueueScreen'

export const Route = createFileRoute('/_console/reviews')({
  // The queue's tab, and the steps its keys open: the next case, and on the case beside it a decision, a note or its release.
  ...listRouteOptions(reviewFilterFields, { tab: oneOf(reviewTabs), ...dialogSearch('claimNext', 'legitimate', 'fraud', 'escalate', 'snooze', 'note', 'release') }),
  component: ReviewQueueScreen,
})
