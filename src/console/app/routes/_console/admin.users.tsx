import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { adminUserFilterFields } from '@domain/filters/muser'
import { createFileRoute } from '@tanstack/react-router'
import { UsersScreen } from '../../../screens/muser/UsersScreen'

export const Route = createFileRoute('/_console/admin/users')({
  validateSearch: searchOf(filterSearch(adminUserFilterFields)),
  component: UsersScreen,
})
