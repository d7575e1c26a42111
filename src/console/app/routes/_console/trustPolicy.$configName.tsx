import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { trustPolicyConfigs } from '../../../api/trustpolicy'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TrustPolicyConfigDetail } from '../../../screens/trustpolicy/ConfigDetail'

// Each space names its configs: the open one's space. Built apart from the route options: inline,
// the search's type is lost to loaderDeps' inference.
const configSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete', 'clone', 'addCollection'))

export const Route = createFileRoute('/_console/trustPolicy/$configName')({
  validateSearch: configSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, trustPolicyConfigs, { ...params, ...deps }),
  component: TrustPolicyConfigDetail,
})
