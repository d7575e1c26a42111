import type { ChangeRequestSummary } from '@domain/entities/approval'
import { type ApprovalTab, approvalTabs } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { approvalCountsQuery, changeRequests } from '../../api/approval'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { callTitle } from './request-text'

const columnsOf = (t: TFunction): WorkspaceColumn<ChangeRequestSummary>[] => [
  { id: 'created', header: 'approval:columns.created', cell: (row) => <Time value={row.created} precision="minute" />, kind: 'time' },
  { id: 'what', card: 'primary', header: 'approval:columns.what', cell: (row) => callTitle(t, row.call), kind: 'label' },
  { id: 'record', header: 'approval:columns.record', cell: (row) => (row.targetId ? `${t(`muser:records.${row.targetType}`, { defaultValue: row.targetType })} ${row.targetId}` : '—'), kind: 'name' },
  { id: 'requestedBy', header: 'approval:columns.requestedBy', cell: (row) => row.requestedBy, kind: 'name' },
  { id: 'reason', header: 'approval:columns.reason', cell: (row) => row.reason ?? '—', kind: 'text' },
  { id: 'expiresAt', card: 'time', header: 'approval:columns.expiresAt', cell: (row) => <Time value={row.expiresAt} precision="minute" />, kind: 'time', sort: 'expiresAt' },
  { id: 'state', card: 'status', header: 'approval:columns.state', cell: (row) => <StatusBadge status={row.state} />, kind: 'status' },
  { id: 'policy', header: 'approval:columns.policy', cell: (row) => t(`approval:policies.${row.policy}.title`), kind: 'label', hidden: true },
  { id: 'changes', header: 'approval:columns.changes', cell: (row) => row.changeCount, kind: 'count', hidden: true },
  { id: 'decidedBy', header: 'approval:columns.decidedBy', cell: (row) => row.decidedBy ?? '—', kind: 'name', hidden: true },
  { id: 'space', scope: 'space', header: 'approval:columns.space', cell: (row) => row.space, kind: 'name', hidden: true },
]

/**
 * /approvals: the change requests a space's approval policy held, one tab at a time (`?tab=`):
 * those waiting for the user's decision first, their own, every pending one, the decided ones;
 * the request opens beside the list.
 */
export function ApprovalsScreen() {
  const { t } = useTranslation('approval')
  const columns = useMemo(() => columnsOf(t), [t])
  return <RecordKindList kind={changeRequests} title="approval:title" columns={columns} actions={<ApprovalTabs />} />
}

/** The tabs of the list; the two whose counts are cheap say how many requests they hold. */
function ApprovalTabs() {
  const { t, i18n } = useTranslation('approval')
  const search = useSearch({ from: '/_console/approvals' })
  const counts = useQuery(approvalCountsQuery())
  const current: ApprovalTab = search.tab ?? 'waiting'
  const { dialog: _dialog, ...kept } = search
  const number = new Intl.NumberFormat(i18n.language)
  const counted: Partial<Record<ApprovalTab, number>> = counts.data ? { waiting: counts.data.waiting, mine: counts.data.mine } : {}
  return (
    <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-1">
      {approvalTabs.map((tab) => (
        <Link
          key={tab}
          to="/approvals"
          search={{ ...kept, tab }}
          aria-current={tab === current ? 'page' : undefined}
          className={`rounded-md px-3 py-1.5 text-sm ${tab === current ? 'bg-brand text-brand-contrast' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {t(`tabs.${tab}`)}
          {counted[tab] !== undefined && (
            <span className="ms-1.5 tabular-nums" data-testid={`approval-count-${tab}`}>
              {number.format(counted[tab])}
            </span>
          )}
        </Link>
      ))}
    </nav>
  )
}
