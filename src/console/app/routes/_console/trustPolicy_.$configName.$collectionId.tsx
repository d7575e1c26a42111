import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { recordSearchOptions } from '../../../api/route-options'
import { trustPolicyConfigs } from '../../../api/trustpolicy'
import { itemDialogSearch } from '../../../palette/screen-dialog'
import { TrustPolicyCollectionScreen } from '../../../screens/trustpolicy/CollectionScreen'

// A page of its own: the collection is read with its config, whose load starts here.
export const Route = createFileRoute('/_console/trustPolicy_/$configName/$collectionId')({
  // The collection's space, which is its config's.
  ...recordSearchOptions('space', textUpTo(100), itemDialogSearch('delete', 'addPolicy', 'editPolicy', 'deletePolicy')),
  loader: (match) => trustPolicyConfigs.preload(match),
  component: TrustPolicyCollectionScreen,
})
