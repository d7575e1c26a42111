import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { systemTemplates, templateAreas } from '../../../api/emailtpl'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TemplatePage } from '../../../screens/emailtpl/TemplateEditor'

// A page of its own, not a pane of the collections: the sources and their preview need the width.
export const Route = createFileRoute('/_console/systemTplCollections_/$collectionName/$template')({
  // The template's space, which is its collection's.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete', 'sendTest')),
  loader: (match) => systemTemplates.preload(match),
  component: () => <TemplatePage area={templateAreas.system} />,
})
