import { NEW_RECORD } from '@domain/constants'
import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import { gatewayCredentialFilterFields } from '@domain/filters/gateway-credential'
import { getRouteApi, Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { GATEWAY_CREDENTIAL_LIST } from '../../api/gatewayCredentials'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/gatewayCredentials')

const columns: WorkspaceColumn<GatewayCredential>[] = [
  { id: 'name', header: 'gatewayCredentials:fields.name', cell: (row) => row.name, sort: 'name', width: 220 },
  { id: 'gateway', header: 'gatewayCredentials:fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, width: 120 },
  { id: 'space', header: 'gatewayCredentials:fields.space', cell: (row) => row.space, width: 130 },
  { id: 'merchant', header: 'gatewayCredentials:fields.merchant', cell: (row) => row.merchantAccount ?? '—', width: 160 },
  { id: 'environment', header: 'gatewayCredentials:fields.environment', cell: (row) => row.environment, width: 120 },
  { id: 'status', header: 'gatewayCredentials:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'updated', header: 'gatewayCredentials:fields.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', width: 170 },
]

const rowKey = (row: GatewayCredential) => String(row.id)

/** /gatewayCredentials: the keys spaces and merchants hold at gateways, with the selected one beside the list. */
export function GatewayCredentialsScreen() {
  const { t } = useTranslation('gatewayCredentials')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { gatewayCredential } = useParams({ strict: false })
  const create = useCommand('gatewaycredential.create')
  return (
    <ListWorkspace<GatewayCredential>
      id={GATEWAY_CREDENTIAL_LIST}
      title="gatewayCredentials:title"
      call={gatewaycredentialCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={gatewayCredentialFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/gatewayCredentials/$gatewayCredential', params: { gatewayCredential: String(row.id) }, search })}
      selectedKey={gatewayCredential}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={gatewayCredential === NEW_RECORD}>
            {t('new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
