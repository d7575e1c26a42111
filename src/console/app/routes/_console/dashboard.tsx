import { searchOf, text } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../../screens/system/DashboardScreen'

export const Route = createFileRoute('/_console/dashboard')({
  validateSearch: searchOf({ merchant: text }),
  component: DashboardScreen,
})
