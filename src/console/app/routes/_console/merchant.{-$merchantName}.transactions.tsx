import { transactionFilterFields } from '@domain/filters/transaction'
import { filterSearchSchema } from '@domain/filters'
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TransactionsScreen } from '../../../screens/transactions/TransactionsScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions')({
  // `period=all`: the default month was removed, so the list covers all of history.
  validateSearch: filterSearchSchema(transactionFilterFields).extend({
    period: z.literal('all').optional().catch(undefined),
    ...dialogSearch('blockCards', 'exportSelected'),
  }),
  component: TransactionsScreen,
})
