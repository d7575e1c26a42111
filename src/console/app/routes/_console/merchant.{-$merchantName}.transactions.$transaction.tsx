import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { transaction } from '../../../api/transaction'
import { itemDialogSearch } from '../../../palette/screen-dialog'
import { TransactionDetailScreen } from '../../../screens/transaction/TransactionDetailScreen'

export const Route = createFileRoute('/_console/merchant/{-$merchantName}/transactions/$transaction')({
  // Its list's dialogs too: they act on the list's selection while the transaction stands beside it.
  validateSearch: searchOf(itemDialogSearch('transactionAction', 'blockCards', 'exportSelected', 'sendToReview')),
  loader: (match) => transaction.preload(match),
  component: TransactionDetailScreen,
})
