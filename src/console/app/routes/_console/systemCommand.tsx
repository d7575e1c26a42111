import { createFileRoute } from '@tanstack/react-router'
import { SystemCommandScreen } from '../../../screens/system/SystemCommandScreen'

export const Route = createFileRoute('/_console/systemCommand')({
  component: SystemCommandScreen,
})
