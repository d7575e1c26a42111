import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { notificationKind } from '../../../api/message'
import { dialogSearch } from '../../../palette/screen-dialog'
import { MessageDetail } from '../../../screens/message/MessageDetail'

export const Route = createFileRoute('/_console/notifications/$notification')({
  validateSearch: searchOf(dialogSearch('resend')),
  loader: (match) => notificationKind.preload(match),
  component: () => <MessageDetail list="notifications" />,
})
