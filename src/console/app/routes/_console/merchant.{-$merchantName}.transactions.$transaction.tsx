import { createFileRoute } from '@tanstack/react-router'
import { transaction } from '../../../api/transaction'
import { TransactionDetailScreen } from '../../../screens/transaction/TransactionDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction')({
  loader: (match) => transaction.preload(match),
  component: TransactionDetailScreen,
})
