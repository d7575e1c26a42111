import { notificationFilterFields } from '@domain/filters/message'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { MessagesScreen } from '../../../screens/message/MessagesScreen'

export const Route = createFileRoute('/_console/notifications')({
  ...listRouteOptions(notificationFilterFields),
  component: () => <MessagesScreen list="notifications" />,
})
