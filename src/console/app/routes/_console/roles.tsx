import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { roleFilterFields } from '@domain/filters/mrole'
import { createFileRoute } from '@tanstack/react-router'
import { RolesScreen } from '../../../screens/mrole/RolesScreen'

export const Route = createFileRoute('/_console/roles')({
  validateSearch: searchOf(filterSearch(roleFilterFields)),
  component: RolesScreen,
})
