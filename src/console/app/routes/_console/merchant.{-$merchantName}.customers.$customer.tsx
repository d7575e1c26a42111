import { createFileRoute } from '@tanstack/react-router'
import { CustomerDetailScreen } from '../../../screens/customers/CustomerDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers/$customer')({
  component: CustomerDetailScreen,
})
