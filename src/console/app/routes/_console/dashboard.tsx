import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { DashboardScreen } from '../../../screens/system/DashboardScreen'

export const Route = createFileRoute('/_console/dashboard')({
  validateSearch: z.object({ merchant: z.string().optional() }),
  component: DashboardScreen,
})
