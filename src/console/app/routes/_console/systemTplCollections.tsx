import { filterSearch } from '@domain/filter-fields'
import { templateCollectionFilterFields } from '@domain/filters/emailtpl'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { SystemTplCollectionsScreen } from '../../../screens/emailtpl/CollectionsScreen'

export const Route = createFileRoute('/_console/systemTplCollections')({
  validateSearch: searchOf(filterSearch(templateCollectionFilterFields)),
  component: SystemTplCollectionsScreen,
})
