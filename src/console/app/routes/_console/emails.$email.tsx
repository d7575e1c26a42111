import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { emailKind } from '../../../api/message'
import { dialogSearch } from '../../../palette/screen-dialog'
import { MessageDetail } from '../../../screens/message/MessageDetail'

export const Route = createFileRoute('/_console/emails/$email')({
  validateSearch: searchOf(dialogSearch('resend')),
  loader: (match) => emailKind.preload(match),
  component: () => <MessageDetail list="emails" />,
})
