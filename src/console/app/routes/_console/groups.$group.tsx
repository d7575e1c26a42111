import { createFileRoute } from '@tanstack/react-router'
import { searchOf } from '@domain/search-params'
import { mgroup } from '../../../api/mgroup'
import { dialogSearch } from '../../../palette/screen-dialog'
import { GroupDetail } from '../../../screens/mgroup/GroupDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/groups/$group')({
  validateSearch: searchOf(dialogSearch('uploadLogo')),
  loader: ({ context, params }) => preloadRecord(context.queryClient, mgroup, params),
  component: GroupDetail,
})
