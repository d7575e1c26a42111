import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../screens/auth/ProfileScreen'

export const Route = createFileRoute('/_console/profile')({
  component: ProfileScreen,
})
