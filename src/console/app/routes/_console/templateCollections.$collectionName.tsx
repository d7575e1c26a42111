import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { templateCollections } from '../../../api/emailtpl'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TemplateCollectionDetail } from '../../../screens/emailtpl/CollectionDetail'

// Each space names its collections: the open one's space. Built apart from the route options:
// inline, the search's type is lost to loaderDeps' inference.
const collectionSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete', 'makeDefault', 'clone'))

export const Route = createFileRoute('/_console/templateCollections/$collectionName')({
  validateSearch: collectionSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, templateCollections, { ...params, ...deps }),
  component: TemplateCollectionDetail,
})
