import { merchantCalls } from '@domain/calls/merchant'
import type { MerchantSummary } from '@domain/entities/merchant'
import { merchantFilterFields } from '@domain/filters/merchant'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MERCHANT_LIST } from '../../api/merchants'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'
import { TagChips } from './parts'

const route = getRouteApi('/_console/merchants/')

const columns: WorkspaceColumn<MerchantSummary>[] = [
  { id: 'displayName', header: 'merchants:fields.displayName', cell: (row) => row.displayName, sort: 'displayName', width: 200 },
  { id: 'name', header: 'merchants:fields.name', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.name}</span>, sort: 'name', width: 170 },
  { id: 'group', header: 'merchants:fields.group', cell: (row) => row.group, width: 140 },
  { id: 'space', header: 'merchants:fields.space', cell: (row) => row.space, width: 140 },
  { id: 'status', header: 'merchants:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'businessType', header: 'merchants:fields.businessType', cell: (row) => row.businessType, width: 130 },
  { id: 'defaultCurrency', header: 'merchants:fields.defaultCurrency', cell: (row) => row.defaultCurrency, width: 150 },
  { id: 'tags', header: 'merchants:fields.tags', cell: (row) => <TagChips tags={row.tags} singleLine />, width: 220 },
  { id: 'created', header: 'merchants:fields.created', cell: (row) => <Time value={row.created} pattern="yyyy-MM-dd" />, sort: 'created', width: 120 },
]

const rowKey = (row: MerchantSummary) => row.name

/** /merchants: the merchants of the user's scope; a row opens the merchant's own page. */
export function MerchantsScreen() {
  const { t } = useTranslation('merchants')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const create = useCommand('merchant.create')
  return (
    <ListWorkspace<MerchantSummary>
      id={MERCHANT_LIST}
      title="merchants:list.title"
      call={merchantCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={merchantFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant', params: { merchant: row.name } })}
      exportList="merchant"
      actions={create.available && <Button onClick={create.run}>{t('list.new')}</Button>}
    />
  )
}
