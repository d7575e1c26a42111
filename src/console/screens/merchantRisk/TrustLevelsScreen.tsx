import { NEW_RECORD } from '@domain/constants'
import { merchantCalls } from '@domain/calls/merchant'
import type { TrustLevel } from '@domain/entities/merchant'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { getRouteApi, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TRUST_LEVEL_LIST } from '../../api/merchantRisk'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchants/$merchant/trustlevels')

const columns: WorkspaceColumn<TrustLevel>[] = [
  { id: 'name', header: 'merchantRisk:trustLevels.fields.name', cell: (row) => row.name, sort: 'name', width: 200 },
  { id: 'level', header: 'merchantRisk:trustLevels.fields.level', cell: (row) => <span className="font-mono text-xs">{row.level}</span>, sort: 'level', width: 130 },
  {
    id: 'maxAmount',
    header: 'merchantRisk:trustLevels.fields.maxAmount',
    cell: (row) => (row.maxAmount !== null && row.currency ? <Amount amount={row.maxAmount} currency={row.currency} /> : '—'),
    width: 130,
  },
  { id: 'instrumentConfigs', header: 'merchantRisk:trustLevels.fields.instrumentConfigCount', cell: (row) => row.instrumentConfigIds.length, width: 110 },
  { id: 'restrictions', header: 'merchantRisk:trustLevels.fields.restrictions', cell: (row) => row.restrictions.join(', '), width: 200 },
  { id: 'status', header: 'merchantRisk:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'description', header: 'merchantRisk:trustLevels.fields.description', cell: (row) => row.description, width: 220, hidden: true },
  { id: 'created', header: 'merchantRisk:fields.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: 160, hidden: true },
]

const rowKey = (row: TrustLevel) => String(row.id)

/** /merchants/{merchant}/trustlevels: what customers of each trust level may use, with the selected one (or a new one) beside. */
export function TrustLevelsScreen() {
  const { t } = useTranslation('merchantRisk')
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/trustlevels' })
  const { trustLevel } = useParams({ strict: false })
  const create = useCommand('merchantRisk.addTrustLevel')
  return (
    <ListWorkspace<TrustLevel>
      id={TRUST_LEVEL_LIST}
      title="merchantRisk:trustLevels.title"
      call={merchantCalls.trustLevels}
      params={{ name: merchant }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next as typeof search })}
      fields={merchantConfigFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant/trustlevels/$trustLevel', params: { merchant, trustLevel: String(row.id) }, search })}
      selectedKey={trustLevel}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={trustLevel === NEW_RECORD}>
            {t('trustLevels.new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
