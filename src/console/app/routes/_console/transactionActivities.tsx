import { filterSearchSchema } from '@domain/filters'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { createFileRoute } from '@tanstack/react-router'
import { TransactionActivitiesScreen } from '../../../screens/activities/TransactionActivitiesScreen'

export const Route = createFileRoute('/_console/transactionActivities')({
  validateSearch: filterSearchSchema(transactionActivityFilterFields),
  component: TransactionActivitiesScreen,
})
