import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { approvalCountsQuery } from '../../api/approval'

/** The sidebar's count of the requests waiting for the user's decision: read on focus and after a decision, never polled. */
export function ApprovalCount() {
  const { t, i18n } = useTranslation('approval')
  const counts = useQuery(approvalCountsQuery())
  const waiting = counts.data?.waiting ?? 0
  if (waiting === 0) return null
  return (
    <span className="ms-2 rounded-full bg-brand px-1.5 text-xs font-semibold tabular-nums text-brand-contrast" data-testid="approval-count">
      <span aria-hidden="true">{new Intl.NumberFormat(i18n.language).format(waiting)}</span>
      <span className="sr-only">{t('tabs.waitingCount', { count: waiting })}</span>
    </span>
  )
}
