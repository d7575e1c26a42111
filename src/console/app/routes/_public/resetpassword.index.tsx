import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../screens/auth/ForgotPasswordScreen'

export const Route = createFileRoute('/_public/resetpassword/')({
  component: ForgotPasswordScreen,
})
