import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { systemTplCollections } from '../../../api/emailtpl'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { SystemTplCollectionDetail } from '../../../screens/emailtpl/CollectionDetail'

// The system collections' space, as for a space's own ones. Built apart from the route options:
// inline, the search's type is lost to loaderDeps' inference.
const collectionSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete', 'makeDefault', 'clone'))

export const Route = createFileRoute('/_console/systemTplCollections/$collectionName')({
  validateSearch: collectionSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, systemTplCollections, { ...params, ...deps }),
  component: SystemTplCollectionDetail,
})
