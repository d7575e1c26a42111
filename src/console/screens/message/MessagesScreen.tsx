import { EnumText } from '../../ui/EnumText'
import type { MessageSummary } from '@domain/entities/message'
import { type MessageList, messageKinds } from '../../api/message'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<MessageSummary>[] = [
  { id: 'created', header: 'message:fields.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'state', header: 'message:fields.state', cell: (row) => <StatusBadge status={row.state} />, kind: 'status' },
  { id: 'type', header: 'message:fields.type', cell: (row) => <EnumText value={row.type} />, kind: 'label' },
  { id: 'recipient', card: 'primary', header: 'message:fields.recipient', cell: (row) => row.recipient, kind: 'email' },
  { id: 'subject', header: 'message:fields.subject', cell: (row) => row.subject, kind: 'text' },
  { id: 'merchant', scope: 'merchant', header: 'message:fields.merchant', cell: (row) => row.merchantAccount ?? '', kind: 'name' },
  { id: 'attempts', header: 'message:fields.attempts', cell: (row) => <span className="tabular-nums">{row.attempts}</span>, kind: 'count' },
  { id: 'error', header: 'message:fields.error', cell: (row) => row.error ?? '', kind: 'text', hidden: true },
  { id: 'transaction', header: 'message:fields.transaction', cell: (row) => <span className="font-mono text-xs">{row.transactionId ?? ''}</span>, kind: 'id', hidden: true },
]

/** /notifications and /emails: sent messages, newest first, with the open one beside the list. */
export function MessagesScreen({ list }: { list: MessageList }) {
  return <RecordKindList kind={messageKinds[list].kind} columns={columns} title={`message:${list}.title`} />
}
