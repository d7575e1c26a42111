import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { mrole } from '../../../api/mrole'
import { preloadRecord } from '../../../api/record-kind'
import { RoleDetail } from '../../../screens/mrole/RoleDetail'

// Each space has roles of its own: the open role's space. Built apart from the route options:
// inline, the search's type is lost to loaderDeps' inference.
const roleSearch = searchOf({ roleSpace: textUpTo(100) })

export const Route = createFileRoute('/_console/roles/$role')({
  validateSearch: roleSearch,
  loaderDeps: ({ search }) => ({ roleSpace: search.roleSpace }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, mrole, { ...params, ...deps }),
  component: RoleDetail,
})
