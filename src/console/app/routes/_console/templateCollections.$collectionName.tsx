import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { templateAreas, templateCollections } from '../../../api/emailtpl'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CollectionDetail } from '../../../screens/emailtpl/CollectionDetail'

export const Route = createFileRoute('/_console/templateCollections/$collectionName')({
  // Each space names its collections: the open one's space.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete', 'makeDefault', 'clone')),
  loader: (match) => templateCollections.preload(match),
  component: () => <CollectionDetail area={templateAreas.own} />,
})
