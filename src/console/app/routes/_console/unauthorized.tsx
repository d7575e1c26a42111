import { createFileRoute } from '@tanstack/react-router'
import { UnauthorizedScreen } from '../../../screens/system/UnauthorizedScreen'

export const Route = createFileRoute('/_console/unauthorized')({
  component: UnauthorizedScreen,
})
