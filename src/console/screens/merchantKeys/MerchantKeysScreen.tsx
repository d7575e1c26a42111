import { NEW_RECORD } from '@domain/constants'
import { merchantkeyCalls } from '@domain/calls/merchantkey'
import type { MerchantKey } from '@domain/entities/merchantkey'
import { merchantKeyFilterFields } from '@domain/filters/merchant-key'
import { getRouteApi, Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MERCHANT_KEY_LIST } from '../../api/merchantKeys'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchantKeys')

const when = (value: string | null) => (value ? <Time value={value} /> : '—')

const columns: WorkspaceColumn<MerchantKey>[] = [
  { id: 'name', header: 'merchantKeys:fields.name', cell: (row) => row.name, sort: 'name', width: 180 },
  { id: 'merchant', header: 'merchantKeys:fields.merchant', cell: (row) => row.merchantAccount, width: 160 },
  { id: 'keyPrefix', header: 'merchantKeys:fields.keyPrefix', cell: (row) => <span className="font-mono">{row.keyPrefix}…</span>, width: 180 },
  { id: 'environment', header: 'merchantKeys:fields.environment', cell: (row) => row.environment, width: 120 },
  { id: 'status', header: 'merchantKeys:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'expiresAt', header: 'merchantKeys:fields.expiresAt', cell: (row) => when(row.expiresAt), sort: 'expiresAt', width: 170 },
  { id: 'lastUsedAt', header: 'merchantKeys:fields.lastUsedAt', cell: (row) => when(row.lastUsedAt), width: 170 },
  { id: 'createdBy', header: 'merchantKeys:fields.createdBy', cell: (row) => row.createdBy ?? '—', width: 120 },
  { id: 'created', header: 'merchantKeys:fields.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: 170, hidden: true },
]

const rowKey = (row: MerchantKey) => String(row.id)

/** /merchantKeys: the API keys merchants sign payment requests with, and the selected one beside the list. */
export function MerchantKeysScreen() {
  const { t } = useTranslation('merchantKeys')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { merchantKey } = useParams({ strict: false })
  const create = useCommand('merchantkey.create')
  return (
    <ListWorkspace<MerchantKey>
      id={MERCHANT_KEY_LIST}
      title="merchantKeys:title"
      call={merchantkeyCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={merchantKeyFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/merchantKeys/$merchantKey', params: { merchantKey: String(row.id) }, search })}
      selectedKey={merchantKey}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={merchantKey === NEW_RECORD}>
            {t('new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
