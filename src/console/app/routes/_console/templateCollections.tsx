import { filterSearch } from '@domain/filter-fields'
import { templateCollectionFilterFields } from '@domain/filters/emailtpl'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { TemplateCollectionsScreen } from '../../../screens/emailtpl/CollectionsScreen'

export const Route = createFileRoute('/_console/templateCollections')({
  validateSearch: searchOf(filterSearch(templateCollectionFilterFields)),
  component: TemplateCollectionsScreen,
})
