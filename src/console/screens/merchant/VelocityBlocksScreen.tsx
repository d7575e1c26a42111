import type { VelocityBlock } from '@domain/entities/merchant'
import { getRouteApi } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { velocityBlockKind } from '../../api/merchant'
import { formatHours } from '../../lib/duration'
import { useSessionStore } from '../../session/session-store'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { BlockState } from '../../ui/block-parts'
import { Time } from '../../ui/Time'

const route = getRouteApi('/_console/merchants/$merchant/velocityblocks')

const isActive = (row: VelocityBlock) => row.status === 'ACTIVE' && (!row.expiresAt || Date.parse(row.expiresAt) > Date.now())

const columnsOf = (t: TFunction, language: string): WorkspaceColumn<VelocityBlock>[] => [
  { id: 'created', header: 'fraud:columns.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'state', header: 'fraud:columns.state', cell: (row) => <BlockState active={isActive(row)} status={row.status} />, kind: 'status' },
  { id: 'field', header: 'fraud:columns.field', cell: (row) => t(`fraud:blocklistFields.${row.field}`), kind: 'label' },
  { id: 'accountId', card: 'primary', header: 'fraud:columns.value', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.accountId}</span>, kind: 'token' },
  { id: 'rule', header: 'fraud:columns.rule', cell: (row) => row.rule, kind: 'text' },
  { id: 'observed', header: 'fraud:columns.observed', cell: (row) => t('velocityBlock.observed', { observed: row.observedCount, limit: row.limitCount, window: formatHours(row.windowHours, language) }), kind: 'text' },
  { id: 'expiresAt', header: 'fraud:columns.expires', cell: (row) => <Time value={row.expiresAt} />, kind: 'time' },
  { id: 'reason', header: 'fraud:columns.reason', cell: (row) => row.reason, kind: 'text', hidden: true },
]

/** Blocks the merchant's velocity rules raised; `?accountId=` shows those of one card hash. */
export function VelocityBlocksScreen() {
  const { t, i18n } = useTranslation(['merchant', 'fraud'])
  const { merchant } = route.useParams()
  const merchantName = useSessionStore(
    (s) => s.user?.visibilityTree.spaces.flatMap((space) => space.groups.flatMap((group) => group.merchants)).find((m) => m.name === merchant)?.displayName,
  )
  return (
    <RecordKindList
      kind={velocityBlockKind}
      title={`${t('velocityBlock.title')} · ${merchantName ?? merchant}`}
      columns={columnsOf(t, i18n.language)}
      exportList="velocityblock"
    />
  )
}
