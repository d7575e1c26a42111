import { filterSearchSchema } from '@domain/filters'
import { customerFilterFields } from '@domain/filters/customer'
import { createFileRoute } from '@tanstack/react-router'
import { CustomersScreen } from '../../../screens/customers/CustomersScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers')({
  validateSearch: filterSearchSchema(customerFilterFields),
  component: CustomersScreen,
})
