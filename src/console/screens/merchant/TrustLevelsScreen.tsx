import type { TrustLevel } from '@domain/entities/merchant'
import { trustLevelKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { Amount } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<TrustLevel>[] = [
  { id: 'name', header: 'merchant:risk.trustLevels.fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'level', header: 'merchant:risk.trustLevels.fields.level', cell: (row) => <span className="font-mono text-xs">{row.level}</span>, sort: 'level', kind: 'enum' },
  {
    id: 'maxAmount',
    header: 'merchant:risk.trustLevels.fields.maxAmount',
    cell: (row) => (row.maxAmount !== null && row.currency ? <Amount amount={row.maxAmount} currency={row.currency} /> : '—'),
    kind: 'amount',
  },
  { id: 'instrumentConfigs', header: 'merchant:risk.trustLevels.fields.instrumentConfigCount', cell: (row) => row.instrumentConfigIds.length, kind: 'count' },
  { id: 'restrictions', header: 'merchant:risk.trustLevels.fields.restrictions', cell: (row) => row.restrictions.join(', '), kind: 'text' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'description', header: 'merchant:risk.trustLevels.fields.description', cell: (row) => row.description, kind: 'text', hidden: true },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time', hidden: true },
]

/** /merchants/{merchant}/trustlevels: what customers of each trust level may use, with the selected one (or a new one) beside. */
export function TrustLevelsScreen() {
  return <RecordKindList kind={trustLevelKind} title="merchant:risk.trustLevels.title" columns={columns} create={useCommand('merchant.addTrustLevel')} />
}
