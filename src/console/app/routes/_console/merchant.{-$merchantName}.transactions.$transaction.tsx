import { createFileRoute } from '@tanstack/react-router'
import { TransactionDetailScreen } from '../../../screens/transactions/TransactionDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction')({
  component: TransactionDetailScreen,
})
