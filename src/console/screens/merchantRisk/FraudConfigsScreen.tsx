import { merchantCalls } from '@domain/calls/merchant'
import type { FraudConfig } from '@domain/entities/merchant'
import { getRouteApi, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { FRAUD_CONFIG_LIST } from '../../api/merchantRisk'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'
import { VendorName } from './parts'

const route = getRouteApi('/_console/merchants/$merchant/fraudConfigs')

const columns: WorkspaceColumn<FraudConfig>[] = [
  { id: 'name', header: 'merchantRisk:fraudConfigs.fields.name', cell: (row) => row.name, sort: 'name', width: 220 },
  { id: 'vendor', header: 'merchantRisk:fraudConfigs.fields.vendor', cell: (row) => <VendorName vendor={row.vendor} />, sort: 'vendor', width: 160 },
  { id: 'status', header: 'merchantRisk:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'scoreThreshold', header: 'merchantRisk:fraudConfigs.fields.scoreThreshold', cell: (row) => <span className="tabular-nums">{row.scoreThreshold}</span>, width: 130 },
  { id: 'created', header: 'merchantRisk:fields.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: 160, hidden: true },
]

const rowKey = (row: FraudConfig) => String(row.id)

/** /merchants/{merchant}/fraudConfigs: the fraud vendor checks of the merchant, with the selected one beside. */
export function FraudConfigsScreen() {
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/fraudConfigs' })
  const { fraudConfig } = useParams({ strict: false })
  return (
    <ListWorkspace<FraudConfig>
      id={FRAUD_CONFIG_LIST}
      title="merchantRisk:fraudConfigs.title"
      call={merchantCalls.fraudConfigs}
      params={{ name: merchant }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={fraudConfigFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant/fraudConfigs/$fraudConfig', params: { merchant, fraudConfig: String(row.id) }, search })}
      selectedKey={fraudConfig}
    >
      <Outlet />
    </ListWorkspace>
  )
}
