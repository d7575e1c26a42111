import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { recordSearchOptions } from '../../../api/route-options'
import { trustPolicyConfigs } from '../../../api/trustpolicy'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TrustPolicyConfigDetail } from '../../../screens/trustpolicy/ConfigDetail'

export const Route = createFileRoute('/_console/trustPolicy/$configName')({
  // Each space names its configs: the open one's space.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete', 'clone', 'addCollection')),
  loader: (match) => trustPolicyConfigs.preload(match),
  component: TrustPolicyConfigDetail,
})
