import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { transaction } from '../../../api/transaction'
import { TransactionDetailScreen } from '../../../screens/transaction/TransactionDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, transaction, params),
  component: TransactionDetailScreen,
})
