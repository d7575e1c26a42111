import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { transaction } from '../../../api/transactions'
import { TransactionDetailScreen } from '../../../screens/transactions/TransactionDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, transaction, params),
  component: TransactionDetailScreen,
})
