import type { FraudConfig } from '@domain/entities/merchant'
import { fraudConfigKind } from '../../api/merchant'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { VendorName } from './risk-parts'

const columns: WorkspaceColumn<FraudConfig>[] = [
  { id: 'name', header: 'merchant:risk.fraudConfigs.fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'vendor', header: 'merchant:risk.fraudConfigs.fields.vendor', cell: (row) => <VendorName vendor={row.vendor} />, sort: 'vendor', kind: 'label' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'scoreThreshold', header: 'merchant:risk.fraudConfigs.fields.scoreThreshold', cell: (row) => <span className="tabular-nums">{row.scoreThreshold}</span>, kind: 'count' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time', hidden: true },
]

/** /merchants/{merchant}/fraudConfigs: the fraud vendor checks of the merchant, with the selected one beside. */
export function FraudConfigsScreen() {
  return <RecordKindList kind={fraudConfigKind} title="merchant:risk.fraudConfigs.title" columns={columns} />
}
