import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { customerFilterFields } from '@domain/filters/customer'
import { createFileRoute } from '@tanstack/react-router'
import { CustomersScreen } from '../../../screens/customer/CustomersScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers')({
  validateSearch: searchOf(filterSearch(customerFilterFields)),
  component: CustomersScreen,
})
