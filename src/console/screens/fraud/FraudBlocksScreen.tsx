import { fraudCalls } from '@domain/calls/fraud'
import type { FraudBlock } from '@domain/entities/fraud'
import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { getRouteApi, Link, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ListWorkspace, type WorkspaceColumn } from '../../workspace'
import { BlockState } from './parts'
import { Time } from '../../ui/Time'
import { usePermission } from '../../session/use-permission'

const route = getRouteApi('/_console/fraudblocks')

const linkClass = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

/** Every fraud block in scope; `?accountId=` shows the blocks of one card hash (or email, IP...). */
export function FraudBlocksScreen() {
  const { t } = useTranslation('fraud')
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/fraudblocks' })
  const { fraudBlock } = useParams({ strict: false })
  const canWrite = usePermission('fraud.write')
  const accountId = typeof search.accountId === 'string' ? search.accountId : undefined

  const columns: WorkspaceColumn<FraudBlock>[] = [
    { id: 'created', header: 'fraud:columns.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: 160 },
    { id: 'state', header: 'fraud:columns.state', cell: (row) => <BlockState active={row.active} status={row.status} />, width: 96 },
    { id: 'field', header: 'fraud:columns.field', cell: (row) => t(`blocklistFields.${row.field}`), width: 120 },
    { id: 'accountId', header: 'fraud:columns.value', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.accountId}</span>, width: 260 },
    { id: 'card', header: 'fraud:columns.card', cell: (row) => (row.cardBin || row.cardLast4Digits ? `${row.cardBin ?? '······'}…${row.cardLast4Digits ?? '····'}` : '—'), width: 140 },
    { id: 'scope', header: 'fraud:columns.scope', cell: (row) => row.merchantAccount ?? t('detail.wholeSpace', { space: row.space }), width: 160 },
    { id: 'reason', header: 'fraud:columns.reason', cell: (row) => row.reason, width: 240 },
    { id: 'expiresAt', header: 'fraud:columns.expires', cell: (row) => <Time value={row.expiresAt} />, width: 160 },
    { id: 'createdBy', header: 'fraud:columns.createdBy', cell: (row) => row.createdBy ?? '—', width: 120, hidden: true },
    { id: 'updated', header: 'fraud:columns.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', width: 160, hidden: true },
  ]

  return (
    <ListWorkspace<FraudBlock>
      id="fraudblocks"
      title="fraud:list.title"
      call={fraudCalls.list}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      fields={fraudBlockFilterFields}
      columns={columns}
      rowKey={(row) => String(row.id)}
      onOpen={(row) => void navigate({ to: '/fraudblocks/$fraudBlock', params: { fraudBlock: String(row.id) }, search })}
      selectedKey={fraudBlock}
      exportList="fraudblock"
      actions={
        canWrite && (
          <div className="flex gap-2">
            <Link to="/fraudblocks/batch" className={linkClass}>
              {t('list.batch')}
            </Link>
            <Link to="/fraudblocks/@new" search={accountId ? { accountId } : {}} className={`${linkClass} bg-brand text-brand-contrast`}>
              {t('list.new')}
            </Link>
          </div>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}
