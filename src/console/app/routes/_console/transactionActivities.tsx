import { filterSearch } from '@domain/filter-fields'
import { oneOf, searchOf } from '@domain/search-params'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { createFileRoute } from '@tanstack/react-router'
import { TransactionActivitiesScreen } from '../../../screens/transaction/TransactionActivitiesScreen'

export const Route = createFileRoute('/_console/transactionActivities')({
  // `period=all`: the default month was removed, so the list covers all of history.
  validateSearch: searchOf(filterSearch(transactionActivityFilterFields), { period: oneOf(['all']) }),
  component: TransactionActivitiesScreen,
})
