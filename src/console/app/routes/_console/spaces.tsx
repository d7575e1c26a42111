import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { spaceFilterFields } from '@domain/filters/mspace'
import { createFileRoute } from '@tanstack/react-router'
import { SpacesScreen } from '../../../screens/mspace/SpacesScreen'

export const Route = createFileRoute('/_console/spaces')({
  validateSearch: searchOf(filterSearch(spaceFilterFields)),
  component: SpacesScreen,
})
