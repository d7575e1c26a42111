import { merchantCalls } from '@domain/calls/merchant'
import type { InstrumentConfig } from '@domain/entities/merchant'
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router'
import { StatusBadge } from '../../ui/StatusBadge'
import type { WorkspaceColumn } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { ConfigList } from './ConfigList'

const route = getRouteApi('/_console/merchants/$merchant/instruments')

function Limit({ amount, currency }: { amount: number | null; currency: string | null }) {
  if (amount === null) return null
  return currency ? <Amount amount={amount} currency={currency} /> : <span className="tabular-nums">{amount}</span>
}

const columns: WorkspaceColumn<InstrumentConfig>[] = [
  { id: 'name', header: 'merchantConfigs:fields.name', cell: (row) => row.name, sort: 'name', width: 180 },
  { id: 'instrument', header: 'merchantConfigs:fields.instrument', cell: (row) => <span className="font-mono">{row.instrument}</span>, width: 130 },
  { id: 'status', header: 'merchantConfigs:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'priority', header: 'merchantConfigs:fields.priority', cell: (row) => row.priority, sort: 'priority', width: 90 },
  { id: 'currency', header: 'merchantConfigs:fields.currency', cell: (row) => row.currency ?? '', width: 90 },
  { id: 'minAmount', header: 'merchantConfigs:fields.minAmount', cell: (row) => <Limit amount={row.minAmount} currency={row.currency} />, width: 120 },
  { id: 'maxAmount', header: 'merchantConfigs:fields.maxAmount', cell: (row) => <Limit amount={row.maxAmount} currency={row.currency} />, width: 140 },
  { id: 'paymentType', header: 'merchantConfigs:fields.paymentType', cell: (row) => row.paymentType, width: 110, hidden: true },
  { id: 'updated', header: 'merchantConfigs:fields.updated', cell: (row) => <Time value={row.updated} />, width: 170 },
]

/** /merchants/{merchant}/instruments: the payment instruments the merchant offers, with the selected config beside the list. */
export function InstrumentConfigsScreen() {
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/instruments' })
  const { instrument } = useParams({ strict: false })
  return (
    <ConfigList
      kind="instrument"
      merchant={merchant}
      call={merchantCalls.instrumentConfigs}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant/instruments/$instrument', params: { merchant, instrument: String(row.id) }, search })}
      selected={instrument}
    />
  )
}
