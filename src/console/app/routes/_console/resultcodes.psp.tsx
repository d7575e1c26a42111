import { filterSearch } from '@domain/filter-fields'
import { pspResultCodeFilterFields } from '@domain/filters/resultcode'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { PspResultCodesScreen } from '../../../screens/resultcode/PspResultCodesScreen'

export const Route = createFileRoute('/_console/resultcodes/psp')({
  validateSearch: searchOf(filterSearch(pspResultCodeFilterFields)),
  component: PspResultCodesScreen,
})
