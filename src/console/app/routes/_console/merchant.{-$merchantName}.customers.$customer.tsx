import { createFileRoute } from '@tanstack/react-router'
import { customer } from '../../../api/customer'
import { CustomerDetailScreen } from '../../../screens/customer/CustomerDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers/$customer')({
  loader: (match) => customer.preload(match),
  component: CustomerDetailScreen,
})
