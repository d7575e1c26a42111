import type { CardRestrictionSummary } from '@domain/entities/cardrestriction'
import { cardRestrictions } from '../../api/cardrestriction'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<CardRestrictionSummary>[] = [
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'name', card: 'primary', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'description', header: 'cardrestriction:fields.description', cell: (row) => row.description || '—', kind: 'text' },
  { id: 'rules', header: 'cardrestriction:fields.ruleCount', cell: (row) => <span className="tabular-nums">{row.ruleCount}</span>, kind: 'count' },
  { id: 'merchants', header: 'cardrestriction:fields.merchantAccounts', cell: (row) => row.merchantAccounts.join(', ') || '—', kind: 'text' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time' },
]

/** /cardRestrictions: the card restrictions of the spaces the user sees, with the selected one beside the list. */
export function CardRestrictionsScreen() {
  const create = useCommand('cardrestriction.create')
  return <RecordKindList kind={cardRestrictions} columns={columns} create={create} />
}
