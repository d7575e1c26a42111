import type { MessageSummary } from '@domain/entities/message'
import { type MessageList, messageKinds } from '../../api/message'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<MessageSummary>[] = [
  { id: 'created', header: 'message:fields.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: TIME_COLUMN_WIDTH },
  { id: 'state', header: 'message:fields.state', cell: (row) => <StatusBadge status={row.state} />, width: 130 },
  { id: 'type', header: 'message:fields.type', cell: (row) => <span className="font-mono text-xs">{row.type}</span>, width: 170 },
  { id: 'recipient', header: 'message:fields.recipient', cell: (row) => row.recipient, width: 220 },
  { id: 'subject', header: 'message:fields.subject', cell: (row) => row.subject, width: 260 },
  { id: 'merchant', scope: 'merchant', header: 'message:fields.merchant', cell: (row) => row.merchantAccount ?? '', width: 140 },
  { id: 'attempts', header: 'message:fields.attempts', cell: (row) => <span className="tabular-nums">{row.attempts}</span>, width: 80 },
  { id: 'error', header: 'message:fields.error', cell: (row) => row.error ?? '', width: 220, hidden: true },
  { id: 'transaction', header: 'message:fields.transaction', cell: (row) => <span className="font-mono text-xs">{row.transactionId ?? ''}</span>, width: 200, hidden: true },
]

/** /notifications and /emails: sent messages, newest first, with the open one beside the list. */
export function MessagesScreen({ list }: { list: MessageList }) {
  return <RecordKindList kind={messageKinds[list].kind} columns={columns} title={`message:${list}.title`} />
}
