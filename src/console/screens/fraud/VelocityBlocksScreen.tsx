import { merchantCalls } from '@domain/calls/merchant'
import type { VelocityBlock } from '@domain/entities/merchant'
import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import { getRouteApi, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatHours } from '../../lib/duration'
import { useSessionStore } from '../../session/session-store'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { BlockState } from './parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchants/$merchant/velocityblocks')

/** Blocks the merchant's velocity rules raised; `?accountId=` shows those of one card hash. */
export function VelocityBlocksScreen() {
  const { t, i18n } = useTranslation('fraud')
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/velocityblocks' })
  const { velocityBlock } = useParams({ strict: false })
  const merchantName = useSessionStore(
    (s) => s.user?.visibilityTree.spaces.flatMap((space) => space.groups.flatMap((group) => group.merchants)).find((m) => m.name === merchant)?.displayName,
  )

  const columns: WorkspaceColumn<VelocityBlock>[] = [
    { id: 'created', header: 'fraud:columns.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: 160 },
    { id: 'state', header: 'fraud:columns.state', cell: (row) => <BlockState active={row.status === 'ACTIVE' && (!row.expiresAt || Date.parse(row.expiresAt) > Date.now())} status={row.status} />, width: 96 },
    { id: 'field', header: 'fraud:columns.field', cell: (row) => t(`blocklistFields.${row.field}`), width: 120 },
    { id: 'accountId', header: 'fraud:columns.value', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.accountId}</span>, width: 260 },
    { id: 'rule', header: 'fraud:columns.rule', cell: (row) => row.rule, width: 160 },
    { id: 'observed', header: 'fraud:columns.observed', cell: (row) => t('velocityBlock.observed', { observed: row.observedCount, limit: row.limitCount, window: formatHours(row.windowHours, i18n.language) }), width: 220 },
    { id: 'expiresAt', header: 'fraud:columns.expires', cell: (row) => <Time value={row.expiresAt} />, width: 160 },
    { id: 'reason', header: 'fraud:columns.reason', cell: (row) => row.reason, width: 220, hidden: true },
  ]

  return (
    <ListWorkspace<VelocityBlock>
      id="velocityblocks"
      title={`${t('velocityBlock.title')} · ${merchantName ?? merchant}`}
      call={merchantCalls.velocityBlocks}
      params={{ name: merchant }}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      fields={velocityBlockFilterFields}
      columns={columns}
      rowKey={(row) => String(row.id)}
      onOpen={(row) => void navigate({ to: '/merchants/$merchant/velocityblocks/$velocityBlock', params: { merchant, velocityBlock: String(row.id) }, search })}
      selectedKey={velocityBlock}
      exportList="velocityblock"
    >
      <Outlet />
    </ListWorkspace>
  )
}
