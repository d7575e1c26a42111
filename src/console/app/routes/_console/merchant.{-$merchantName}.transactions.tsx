import { transactionFilterFields } from '@domain/filters/transaction'
import { oneOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { TransactionsScreen } from '../../../screens/transaction/TransactionsScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions')({
  // `period=all`: the default month was removed, so the list covers all of history. The dialogs of
  // the transaction beside the list pass through its search too.
  ...listRouteOptions(transactionFilterFields, { period: oneOf(['all']), ...dialogSearch('blockCards', 'exportSelected', 'transactionAction', 'sendToReview') }),
  component: TransactionsScreen,
})
