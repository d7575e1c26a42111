import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { cardblacklist } from '../../api/cardblacklist'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<CardBlacklistEntry>[] = [
  { id: 'cardId', header: 'cardblacklist:fields.cardId', cell: (row) => <span className="font-mono">{row.cardId}</span>, kind: 'token' },
  { id: 'cardBin', header: 'cardblacklist:fields.cardBin', cell: (row) => row.cardBin ?? '', kind: 'code' },
  { id: 'cardLast4Digits', header: 'cardblacklist:fields.cardLast4Digits', cell: (row) => row.cardLast4Digits ?? '', kind: 'code' },
  { id: 'space', scope: 'space', header: 'cardblacklist:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'reason', header: 'cardblacklist:fields.reason', cell: (row) => row.reason, kind: 'text' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'expiresAt', header: 'cardblacklist:fields.expiresAt', cell: (row) => <Time value={row.expiresAt} precision="minute" />, kind: 'time', hidden: true },
  { id: 'createdBy', header: 'cardblacklist:fields.createdBy', cell: (row) => row.createdBy ?? '', kind: 'name', hidden: true },
  { id: 'created', header: 'common:record.created', cell: (row) => row.created.slice(0, 10), sort: 'createdAt', kind: 'date' },
]

/** /cardBlacklist: cards refused in a space, with the selected entry (or a new one) beside the list. */
export function CardBlacklistScreen() {
  return <RecordKindList kind={cardblacklist} columns={columns} create={useCommand('cardblacklist.create')} exportList="cardblacklist" />
}
