import { createFileRoute } from '@tanstack/react-router'
import { VersionScreen } from '../../../screens/system/VersionScreen'

export const Route = createFileRoute('/_console/version')({
  component: VersionScreen,
})
