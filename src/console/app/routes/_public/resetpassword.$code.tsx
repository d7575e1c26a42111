import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../../../screens/auth/ResetPasswordScreen'

export const Route = createFileRoute('/_public/resetpassword/$code')({
  component: ResetPasswordScreen,
})
