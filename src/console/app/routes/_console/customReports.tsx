import { int, searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { CustomReportsScreen } from '../../../screens/report/CustomReportsScreen'

const text = textUpTo(2000)

export const Route = createFileRoute('/_console/customReports')({
  validateSearch: searchOf({ space: text, config: int, days: int, from: text, to: text, merchant: text, gateway: text, currency: text, status: text, country: text }),
  component: CustomReportsScreen,
})
