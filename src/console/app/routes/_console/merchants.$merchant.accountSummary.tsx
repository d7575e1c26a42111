import { createFileRoute } from '@tanstack/react-router'
import { AccountSummary } from '../../../screens/merchant/AccountSummary'

export const Route = createFileRoute('/_console/merchants/$merchant/accountSummary')({
  component: AccountSummary,
})
