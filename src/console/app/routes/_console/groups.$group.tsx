import { createFileRoute } from '@tanstack/react-router'
import { searchOf } from '@domain/search-params'
import { mgroup } from '../../../api/mgroup'
import { dialogSearch } from '../../../palette/screen-dialog'
import { GroupDetail } from '../../../screens/mgroup/GroupDetail'

export const Route = createFileRoute('/_console/groups/$group')({
  validateSearch: searchOf(dialogSearch('uploadLogo')),
  loader: (match) => mgroup.preload(match),
  component: GroupDetail,
})
