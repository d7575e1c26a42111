import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { mrole } from '../../../api/mrole'
import { recordSearchOptions } from '../../../api/route-options'
import { RoleDetail } from '../../../screens/mrole/RoleDetail'

export const Route = createFileRoute('/_console/roles/$role')({
  // Each space has roles of its own: the open role's space.
  ...recordSearchOptions('roleSpace', textUpTo(100)),
  loader: (match) => mrole.preload(match),
  component: RoleDetail,
})
