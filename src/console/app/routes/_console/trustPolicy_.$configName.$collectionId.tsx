import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { trustPolicyConfigs } from '../../../api/trustpolicy'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TrustPolicyCollectionScreen } from '../../../screens/trustpolicy/CollectionScreen'

// The collection's space, which is its config's. Built apart from the route options: inline, the
// search's type is lost to loaderDeps' inference.
const collectionSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete', 'addPolicy'))

// A page of its own: the collection is read with its config, whose load starts here.
export const Route = createFileRoute('/_console/trustPolicy_/$configName/$collectionId')({
  validateSearch: collectionSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, trustPolicyConfigs, { configName: params.configName, ...deps }),
  component: TrustPolicyCollectionScreen,
})
