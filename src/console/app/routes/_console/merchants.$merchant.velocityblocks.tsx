import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { VelocityBlocksScreen } from '../../../screens/fraud/VelocityBlocksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks')({
  validateSearch: searchOf(filterSearch(velocityBlockFilterFields)),
  component: VelocityBlocksScreen,
})
