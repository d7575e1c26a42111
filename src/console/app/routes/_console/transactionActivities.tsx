import { filterSearchSchema } from '@domain/filters'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { createFileRoute } from '@tanstack/react-router'
import { TransactionActivitiesScreen } from '../../../screens/activities/TransactionActivitiesScreen'

export const Route = createFileRoute('/_console/transactionActivities')({
  staticData: { permission: 'transaction.read' },
  validateSearch: filterSearchSchema(transactionActivityFilterFields),
  component: TransactionActivitiesScreen,
})
