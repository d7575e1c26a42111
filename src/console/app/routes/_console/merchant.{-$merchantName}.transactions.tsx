import { transactionFilterFields } from '@domain/filters/transaction'
import { filterSearchSchema } from '@domain/filters'
import { createFileRoute } from '@tanstack/react-router'
import { TransactionsScreen } from '../../../screens/transactions/TransactionsScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions')({
  staticData: { permission: 'transaction.read' },
  validateSearch: filterSearchSchema(transactionFilterFields),
  component: TransactionsScreen,
})
