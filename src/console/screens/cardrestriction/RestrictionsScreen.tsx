import type { CardRestrictionSummary } from '@domain/entities/cardrestriction'
import { cardRestrictions } from '../../api/cardrestriction'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<CardRestrictionSummary>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 120 },
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 190 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'description', header: 'cardrestriction:fields.description', cell: (row) => row.description || '—', width: 260 },
  { id: 'rules', header: 'cardrestriction:fields.ruleCount', cell: (row) => <span className="tabular-nums">{row.ruleCount}</span>, width: 80 },
  { id: 'merchants', header: 'cardrestriction:fields.merchantAccounts', cell: (row) => row.merchantAccounts.join(', ') || '—', width: 200 },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', width: TIME_COLUMN_WIDTH },
]

/** /cardRestrictions: the card restrictions of the spaces the user sees, with the selected one beside the list. */
export function CardRestrictionsScreen() {
  const create = useCommand('cardrestriction.create')
  return <RecordKindList kind={cardRestrictions} columns={columns} create={create} />
}
