import { createFileRoute } from '@tanstack/react-router'
import { TransactionLogScreen } from '../../../screens/transaction/TransactionLogScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log')({
  component: TransactionLogScreen,
})
