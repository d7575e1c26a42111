import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { createFileRoute } from '@tanstack/react-router'
import { TransactionActivitiesScreen } from '../../../screens/transaction/TransactionActivitiesScreen'

export const Route = createFileRoute('/_console/transactionActivities')({
  validateSearch: searchOf(filterSearch(transactionActivityFilterFields)),
  component: TransactionActivitiesScreen,
})
