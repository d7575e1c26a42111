import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { emailKind } from '../../../api/message'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { MessageDetail } from '../../../screens/message/MessageDetail'

export const Route = createFileRoute('/_console/emails/$email')({
  validateSearch: searchOf(dialogSearch('resend')),
  loader: ({ context, params }) => preloadRecord(context.queryClient, emailKind, params),
  component: () => <MessageDetail list="emails" />,
})
