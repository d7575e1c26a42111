import { merchantCalls } from '@domain/calls/merchant'
import type { GatewayConfig } from '@domain/entities/merchant'
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router'
import { StatusBadge } from '../../ui/StatusBadge'
import type { WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'
import { ConfigList } from './ConfigList'

const route = getRouteApi('/_console/merchants/$merchant/gateways')

const columns: WorkspaceColumn<GatewayConfig>[] = [
  { id: 'name', header: 'merchantConfigs:fields.name', cell: (row) => row.name, sort: 'name', width: 200 },
  { id: 'gateway', header: 'merchantConfigs:fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, width: 120 },
  { id: 'status', header: 'merchantConfigs:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'priority', header: 'merchantConfigs:fields.priority', cell: (row) => row.priority, sort: 'priority', width: 90 },
  { id: 'currencies', header: 'merchantConfigs:fields.currencies', cell: (row) => row.currencies.join(', '), width: 160 },
  { id: 'paymentTypes', header: 'merchantConfigs:fields.paymentTypes', cell: (row) => row.paymentTypes.join(', '), width: 160 },
  { id: 'updated', header: 'merchantConfigs:fields.updated', cell: (row) => <Time value={row.updated} />, width: 170 },
]

/** /merchants/{merchant}/gateways: how the merchant reaches each gateway, with the selected config beside the list. */
export function GatewayConfigsScreen() {
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/gateways' })
  const { gateway } = useParams({ strict: false })
  return (
    <ConfigList
      kind="gateway"
      merchant={merchant}
      call={merchantCalls.gatewayConfigs}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant/gateways/$gateway', params: { merchant, gateway: String(row.id) }, search })}
      selected={gateway}
    />
  )
}
