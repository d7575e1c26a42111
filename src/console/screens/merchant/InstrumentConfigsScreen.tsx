import type { InstrumentConfig } from '@domain/entities/merchant'
import { instrumentConfigKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { useConfigListTitle } from './ConfigList'

function Limit({ amount, currency }: { amount: number | null; currency: string | null }) {
  if (amount === null) return null
  return currency ? <Amount amount={amount} currency={currency} /> : <span className="tabular-nums">{amount}</span>
}

const columns: WorkspaceColumn<InstrumentConfig>[] = [
  { id: 'name', header: 'merchant:configs.fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'instrument', header: 'merchant:configs.fields.instrument', cell: (row) => <span className="font-mono">{row.instrument}</span>, kind: 'enum' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'priority', header: 'merchant:configs.fields.priority', cell: (row) => row.priority, sort: 'priority', kind: 'count' },
  { id: 'currency', header: 'merchant:configs.fields.currency', cell: (row) => row.currency ?? '', kind: 'code' },
  { id: 'minAmount', header: 'merchant:configs.fields.minAmount', cell: (row) => <Limit amount={row.minAmount} currency={row.currency} />, kind: 'amount' },
  { id: 'maxAmount', header: 'merchant:configs.fields.maxAmount', cell: (row) => <Limit amount={row.maxAmount} currency={row.currency} />, kind: 'amount' },
  { id: 'paymentType', header: 'merchant:configs.fields.paymentType', cell: (row) => row.paymentType, kind: 'enum', hidden: true },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, kind: 'time' },
]

/** /merchants/{merchant}/instruments: the payment instruments the merchant offers, with the selected config beside the list. */
export function InstrumentConfigsScreen() {
  return <RecordKindList kind={instrumentConfigKind} title={useConfigListTitle('configs.instruments.title')} columns={columns} create={useCommand('merchant.addInstrument')} />
}
