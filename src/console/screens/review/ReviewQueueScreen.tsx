import type { ReviewCaseSummary } from '@domain/entities/review'
import { type ReviewTab, reviewTabs } from '@domain/enums'
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analystStatsQuery, claimNextCase, reviewCases, reviewCountsQuery } from '../../api/review'
import { formatDateTime } from '../../lib/dates'
import { errorText } from '../../lib/error-text'
import { useTimeZone } from '../../lib/use-time-zone'
import { CommandButtons } from '../../palette/CommandButtons'
import { useDialogAction } from '../../palette/screen-dialog'
import { showError, useAlertStore } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { CompactTable } from '../../ui/CompactTable'
import { EnumText } from '../../ui/EnumText'
import { Mono, maskedCard } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { applyCaseChange, useQueueEvents } from './live'
import { Amounts } from './parts'
import { ageMinutes, formatAge, type SlaTone, slaTone } from './review-logic'

/** How often the ages and their SLA colours are drawn again. */
const AGE_TICK_MS = 30_000

function useNow(every: number): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every)
    return () => clearInterval(timer)
  }, [every])
  return now
}

const toneClass: Record<SlaTone, string> = {
  ok: '',
  none: 'text-slate-500',
  closing: 'font-medium text-amber-700 dark:text-amber-300',
  overdue: 'font-semibold text-red-700 dark:text-red-300',
}

/** A case's age, coloured as its SLA runs out; the tone in words for screen readers, the due time on hover. */
function Age({ row, now }: { row: ReviewCaseSummary; now: number }) {
  const { t, i18n } = useTranslation('review')
  const timeZone = useTimeZone()
  const tone = slaTone(row, now)
  return (
    <span className={`tabular-nums ${toneClass[tone]}`} title={t('sla.due', { time: formatDateTime(row.dueAt, i18n.language, timeZone, 'minute') })} data-sla={tone}>
      {formatAge(ageMinutes(row.created, now), i18n.language)}
      {(tone === 'closing' || tone === 'overdue') && <span className="sr-only"> {t(`sla.${tone}`)}</span>}
    </span>
  )
}

const columnsOf = (t: TFunction, now: number): WorkspaceColumn<ReviewCaseSummary>[] => [
  { id: 'priority', header: 'review:columns.priority', cell: (row) => row.priority, kind: 'count' },
  { id: 'card', card: 'primary', header: 'review:columns.card', cell: (row) => <Mono>{maskedCard(row.cardBin, row.cardLast4Digits)}</Mono>, kind: 'name' },
  { id: 'source', header: 'review:columns.source', cell: (row) => <EnumText value={row.latestSource} />, kind: 'label' },
  { id: 'payments', header: 'review:columns.payments', cell: (row) => row.transactionCount, kind: 'count' },
  { id: 'amounts', header: 'review:columns.amounts', cell: (row) => <Amounts amounts={row.amounts} />, kind: 'amount' },
  { id: 'age', card: 'status', header: 'review:columns.age', cell: (row) => <Age row={row} now={now} />, kind: 'label' },
  { id: 'heldBy', header: 'review:columns.heldBy', cell: (row) => row.heldBy ?? '—', kind: 'name' },
  { id: 'decision', header: 'review:columns.decision', cell: (row) => (row.decision ? <StatusBadge status={row.decision.outcome} /> : '—'), kind: 'status' },
  { id: 'state', header: 'review:columns.state', cell: (row) => <StatusBadge status={row.state} />, kind: 'status', hidden: true },
  { id: 'space', scope: 'space', header: 'review:columns.space', cell: (row) => row.space, kind: 'name', hidden: true },
  { id: 'reasons', header: 'review:columns.reasons', cell: (row) => t('reasonCount', { count: row.reasonCount }), kind: 'count', hidden: true },
]

/**
 * /reviews: the queue of cases by priority then age, one tab at a time (`?tab=`), each tab with
 * its live count; the case beside it. `n` takes the next case.
 */
export function ReviewQueueScreen() {
  const { t } = useTranslation('review')
  useQueueEvents()
  const now = useNow(AGE_TICK_MS)
  const columns = useMemo(() => columnsOf(t, now), [t, now])
  const openNext = useOpenNextCase()
  useDialogAction('claimNext', () => void openNext())
  return (
    <RecordKindList
      kind={reviewCases}
      title="review:title"
      columns={columns}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <QueueTabs />
          <CommandButtons pick={(command) => command.id === 'review.next'} />
          <AnalystStats />
        </div>
      }
    />
  )
}

/** The tabs of the queue, each with how many cases it holds now. */
function QueueTabs() {
  const { t, i18n } = useTranslation('review')
  const search = useSearch({ from: '/_console/reviews' })
  const counts = useQuery(reviewCountsQuery())
  const current: ReviewTab = search.tab ?? 'open'
  const { dialog: _dialog, ...kept } = search
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-1">
      {reviewTabs.map((tab) => (
        <Link
          key={tab}
          to="/reviews"
          search={{ ...kept, tab }}
          aria-current={tab === current ? 'page' : undefined}
          className={`rounded-md px-3 py-1.5 text-sm ${tab === current ? 'bg-brand text-brand-contrast' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {t(`tabs.${tab}`)}
          <span className="ms-1.5 tabular-nums" data-testid={`review-count-${tab}`}>
            {counts.data ? number.format(counts.data[tab]) : '…'}
          </span>
        </Link>
      ))}
    </nav>
  )
}

/** Each analyst's decisions today and their median time to decide, shown under a button. */
function AnalystStats() {
  const { t } = useTranslation('review')
  return (
    <Disclosure as="div" className="relative">
      <DisclosureButton as={Button} variant="secondary">
        {t('stats.button')}
      </DisclosureButton>
      <DisclosurePanel className="absolute end-0 z-40 mt-1 w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <StatsTable />
      </DisclosurePanel>
    </Disclosure>
  )
}

function StatsTable() {
  const { t, i18n } = useTranslation('review')
  const stats = useQuery(analystStatsQuery())
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  if (!stats.data) return <p className="text-sm text-slate-500">{stats.error ? errorText(stats.error) : t('stats.loading')}</p>
  return (
    <CompactTable
      caption={t('stats.caption')}
      rows={stats.data.analysts}
      rowKey={(row) => row.username}
      empty={t('stats.none')}
      columns={[
        { id: 'analyst', header: t('stats.analyst'), cell: (row) => row.username, rowHeader: true },
        { id: 'decisions', header: t('stats.decisions'), end: true, cell: (row) => number.format(row.decisions) },
        {
          id: 'median',
          header: t('stats.median'),
          end: true,
          cell: (row) => (row.medianMinutesToDecide === null ? '—' : t('stats.minutes', { n: number.format(row.medianMinutesToDecide) })),
        },
      ]}
    />
  )
}

/**
 * `n`: the top case of the queue is leased to the user and opens beside the list, drawn from the
 * claim's answer; an empty queue says so.
 */
function useOpenNextCase() {
  const { t } = useTranslation('review')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const me = useSessionStore((state) => state.user?.username ?? null)
  const canDecide = usePermission('review.decide')
  const search = useSearch({ from: '/_console/reviews' })
  return async () => {
    if (!canDecide) return
    try {
      const next = await claimNextCase()
      if (!next) {
        useAlertStore.getState().show(t('next.empty'), 'info', 4000)
        return
      }
      applyCaseChange(queryClient, next, me)
      const { dialog: _dialog, ...kept } = search
      await navigate({ to: '/reviews/$case', params: { case: String(next.id) }, search: kept })
    } catch (error) {
      showError(errorText(error as Error))
    }
  }
}
