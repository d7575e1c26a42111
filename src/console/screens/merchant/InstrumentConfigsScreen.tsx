import type { InstrumentConfig } from '@domain/entities/merchant'
import { instrumentConfigKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { useConfigListTitle } from './ConfigList'

function Limit({ amount, currency }: { amount: number | null; currency: string | null }) {
  if (amount === null) return null
  return currency ? <Amount amount={amount} currency={currency} /> : <span className="tabular-nums">{amount}</span>
}

const columns: WorkspaceColumn<InstrumentConfig>[] = [
  { id: 'name', header: 'merchant:configs.fields.name', cell: (row) => row.name, sort: 'name', width: 180 },
  { id: 'instrument', header: 'merchant:configs.fields.instrument', cell: (row) => <span className="font-mono">{row.instrument}</span>, width: 130 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'priority', header: 'merchant:configs.fields.priority', cell: (row) => row.priority, sort: 'priority', width: 90 },
  { id: 'currency', header: 'merchant:configs.fields.currency', cell: (row) => row.currency ?? '', width: 90 },
  { id: 'minAmount', header: 'merchant:configs.fields.minAmount', cell: (row) => <Limit amount={row.minAmount} currency={row.currency} />, width: 120 },
  { id: 'maxAmount', header: 'merchant:configs.fields.maxAmount', cell: (row) => <Limit amount={row.maxAmount} currency={row.currency} />, width: 140 },
  { id: 'paymentType', header: 'merchant:configs.fields.paymentType', cell: (row) => row.paymentType, width: 110, hidden: true },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, width: TIME_COLUMN_WIDTH },
]

/** /merchants/{merchant}/instruments: the payment instruments the merchant offers, with the selected config beside the list. */
export function InstrumentConfigsScreen() {
  return <RecordKindList kind={instrumentConfigKind} title={useConfigListTitle('configs.instruments.title')} columns={columns} create={useCommand('merchant.addInstrument')} />
}
