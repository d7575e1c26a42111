import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { DashboardScreen } from '../../../screens/dashboard/DashboardScreen'

export const Route = createFileRoute('/_console/dashboard')({
  staticData: { permission: 'dashboard.read' },
  validateSearch: z.object({ merchant: z.string().optional() }),
  component: DashboardScreen,
})
