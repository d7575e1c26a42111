import { filterSearch } from '@domain/filter-fields'
import { resultCodeFilterFields } from '@domain/filters/resultcode'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { ResultCodesScreen } from '../../../screens/resultcode/ResultCodesScreen'

export const Route = createFileRoute('/_console/resultcodes/cs')({
  validateSearch: searchOf(filterSearch(resultCodeFilterFields)),
  component: ResultCodesScreen,
})
