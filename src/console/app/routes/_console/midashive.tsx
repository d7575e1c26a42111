import { filterSearch } from '@domain/filter-fields'
import { hiveFilterFields } from '@domain/filters/hive'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MidasHiveScreen } from '../../../screens/hive/HiveScreen'

export const Route = createFileRoute('/_console/midashive')({
  validateSearch: searchOf(filterSearch(hiveFilterFields)),
  component: MidasHiveScreen,
})
