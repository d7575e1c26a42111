import { createFileRoute } from '@tanstack/react-router'
import { TransactionLogScreen } from '../../../screens/transactions/TransactionLogScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log')({
  component: TransactionLogScreen,
})
