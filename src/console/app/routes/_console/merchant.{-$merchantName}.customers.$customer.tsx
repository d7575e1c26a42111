import { createFileRoute } from '@tanstack/react-router'
import { customer } from '../../../api/customer'
import { preloadRecord } from '../../../api/record-kind'
import { CustomerDetailScreen } from '../../../screens/customer/CustomerDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/customers/$customer')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, customer, params),
  component: CustomerDetailScreen,
})
