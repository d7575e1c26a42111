import { EnumText } from '../../ui/EnumText'
import { ListWorkspace, type WorkspaceColumn } from '@console/workspace'
import { transactionCalls } from '@domain/calls/transaction'
import type { TransactionActivity } from '@domain/entities/transaction'
import { transactionActivityFilterFields } from '@domain/filters/transactionactivity'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { defaultRange, defaultWindow, type ListSearch, toRouteSearch } from '../../lib/list-search'
import { Amount, Mono } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { useTimeZone } from '../../lib/use-time-zone'

const route = getRouteApi('/_console/transactionActivities')

const columns: readonly WorkspaceColumn<TransactionActivity>[] = [
  { id: 'created', header: 'transaction:columns.created', cell: (a) => <Time value={a.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'merchant', scope: 'merchant', header: 'transaction:columns.merchant', cell: (a) => a.merchantAccount, kind: 'name' },
  { id: 'transaction', card: 'primary', header: 'transaction:columns.id', cell: (a) => <Mono>{a.transactionId}</Mono>, kind: 'id' },
  { id: 'type', header: 'transaction:columns.type', cell: (a) => <EnumText value={a.type} />, kind: 'enum' },
  { id: 'amount', header: 'transaction:columns.amount', cell: (a) => <Amount amount={a.amount} currency={a.currency} />, sort: 'amount', kind: 'amount' },
  { id: 'result', header: 'transaction:columns.result', cell: (a) => <StatusBadge status={a.result} />, kind: 'status' },
  { id: 'status', header: 'transaction:columns.status', cell: (a) => <StatusBadge status={a.status} />, kind: 'status' },
  { id: 'source', header: 'transaction:activities.source', cell: (a) => <Mono>{a.source}</Mono>, kind: 'code' },
  { id: 'user', header: 'transaction:activities.user', cell: (a) => a.username ?? '—', kind: 'name' },
  { id: 'reason', header: 'transaction:activities.reason', cell: (a) => a.reason ?? '—', kind: 'text' },
]

/** /transactionActivities: every step of every transaction in scope; Enter opens its transaction. */
export function TransactionActivitiesScreen() {
  const search = route.useSearch() as ListSearch
  const navigate = route.useNavigate()
  const router = useRouter()
  const timeZone = useTimeZone()
  const monthBack = useMemo(() => defaultWindow(timeZone), [timeZone])
  // The default month is a removable chip, as on the transaction list, never terms in the bar.
  const range = useMemo(() => defaultRange(search, monthBack), [search, monthBack])
  const defaults = useMemo(
    () =>
      range.chip
        ? [{ id: 'period', label: 'workspace:defaults.lastMonth', onRemove: () => void navigate({ search: (current) => ({ ...current, period: 'all' as const }) }) }]
        : [],
    [range.chip, navigate],
  )

  return (
    <ListWorkspace<TransactionActivity>
      id="transactionActivities"
      title="transaction:activities.title"
      call={transactionCalls.activities}
      search={search}
      implicit={range.query}
      defaults={defaults}
      onSearchChange={(next) => {
        // A time bound typed in the bar replaces the default, and with it a removed default's mark.
        const typed = next.from !== undefined || next.to !== undefined ? { ...next, period: undefined } : next
        void navigate({ search: toRouteSearch(typed as ListSearch, undefined) })
      }}
      fields={transactionActivityFilterFields}
      columns={columns}
      rowKey={(a) => a.id}
      onOpen={(a) => void router.navigate({ to: '/merchant/{-$merchantName}/transactions/$transaction', params: { merchantName: a.merchantAccount, transaction: a.transactionId } })}
      exportList="transactionactivity"
    />
  )
}
