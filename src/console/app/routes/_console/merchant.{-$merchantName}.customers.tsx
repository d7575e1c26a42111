import { customerFilterFields } from '@domain/filters/customer'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { CustomersScreen } from '../../../screens/customer/CustomersScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers')({
  ...listRouteOptions(customerFilterFields),
  component: CustomersScreen,
})
