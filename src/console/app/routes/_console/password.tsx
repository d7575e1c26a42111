import { createFileRoute } from '@tanstack/react-router'
import { PasswordScreen } from '../../../screens/auth/PasswordScreen'

export const Route = createFileRoute('/_console/password')({
  component: PasswordScreen,
})
