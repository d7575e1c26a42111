import { emailFilterFields } from '@domain/filters/message'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { MessagesScreen } from '../../../screens/message/MessagesScreen'

export const Route = createFileRoute('/_console/emails')({
  ...listRouteOptions(emailFilterFields),
  component: () => <MessagesScreen list="emails" />,
})
