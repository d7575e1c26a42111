import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { cardblacklist } from '../../api/cardblacklist'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<CardBlacklistEntry>[] = [
  { id: 'cardId', header: 'cardblacklist:fields.cardId', cell: (row) => <span className="font-mono">{row.cardId}</span>, width: 260 },
  { id: 'cardBin', header: 'cardblacklist:fields.cardBin', cell: (row) => row.cardBin ?? '', width: 90 },
  { id: 'cardLast4Digits', header: 'cardblacklist:fields.cardLast4Digits', cell: (row) => row.cardLast4Digits ?? '', width: 80 },
  { id: 'space', scope: 'space', header: 'cardblacklist:fields.space', cell: (row) => row.space, width: 110 },
  { id: 'reason', header: 'cardblacklist:fields.reason', cell: (row) => row.reason, width: 220 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'expiresAt', header: 'cardblacklist:fields.expiresAt', cell: (row) => row.expiresAt?.slice(0, 16).replace('T', ' ') ?? '', width: 150, hidden: true },
  { id: 'createdBy', header: 'cardblacklist:fields.createdBy', cell: (row) => row.createdBy ?? '', width: 110, hidden: true },
  { id: 'created', header: 'common:record.created', cell: (row) => row.created.slice(0, 10), sort: 'createdAt', width: 110 },
]

/** /cardBlacklist: cards refused in a space, with the selected entry (or a new one) beside the list. */
export function CardBlacklistScreen() {
  return <RecordKindList kind={cardblacklist} columns={columns} create={useCommand('cardblacklist.create')} exportList="cardblacklist" />
}
