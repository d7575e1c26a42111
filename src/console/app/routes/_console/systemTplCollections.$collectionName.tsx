import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { systemTplCollections, templateAreas } from '../../../api/emailtpl'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CollectionDetail } from '../../../screens/emailtpl/CollectionDetail'

export const Route = createFileRoute('/_console/systemTplCollections/$collectionName')({
  // The system collections' space, as for a space's own ones.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete', 'makeDefault', 'clone')),
  loader: (match) => systemTplCollections.preload(match),
  component: () => <CollectionDetail area={templateAreas.system} />,
})
