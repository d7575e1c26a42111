import { oneOf } from '@domain/search-params'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { TransactionActivitiesScreen } from '../../../screens/transaction/TransactionActivitiesScreen'

export const Route = createFileRoute('/_console/transactionActivities')({
  // `period=all`: the default month was removed, so the list covers all of history.
  ...listRouteOptions(transactionActivityFilterFields, { period: oneOf(['all']) }),
  component: TransactionActivitiesScreen,
})
