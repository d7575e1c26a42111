import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { collectionTemplates } from '../../../api/emailtpl'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CollectionTemplateEditor } from '../../../screens/emailtpl/TemplateEditor'

// The template's space, which is its collection's. Built apart from the route options: inline,
// the search's type is lost to loaderDeps' inference.
const templateSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete', 'sendTest'))

// A page of its own, not a pane of the collections: the sources and their preview need the width.
export const Route = createFileRoute('/_console/templateCollections_/$collectionName/$templateId')({
  validateSearch: templateSearch,
  loaderDeps: ({ search }) => ({ space: search.space }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, collectionTemplates, { ...params, ...deps }),
  component: CollectionTemplateEditor,
})
