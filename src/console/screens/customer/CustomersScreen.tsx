import { ListWorkspace, type WorkspaceColumn } from '@console/workspace'
import type { Customer } from '@domain/entities/customer'
import { getRouteApi, Outlet, useMatch, useRouter } from '@tanstack/react-router'
import { useMemo, useRef } from 'react'
import { customer } from '../../api/customer'
import { type ListSearch, listRouteOf, toRouteSearch, withListMerchant } from '../../lib/list-search'
import { Mono } from '../../ui/record-parts'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { useBackTarget } from '../../lib/use-back-target'
import { useOpenRecord } from '../../lib/use-open-record'

const detailRouteId = '/_console/merchant/{-$merchantName}/customers/$customer'
const route = getRouteApi('/_console/merchant/{-$merchantName}/customers')

const columns: readonly WorkspaceColumn<Customer>[] = [
  { id: 'id', header: 'customer:columns.id', cell: (c) => <Mono>{c.id}</Mono>, width: 130 },
  { id: 'merchant', scope: 'merchant', header: 'customer:columns.merchant', cell: (c) => c.merchantAccount, width: 120 },
  { id: 'name', header: 'customer:columns.name', cell: (c) => c.name ?? '—', sort: 'name', width: 170 },
  { id: 'email', header: 'customer:columns.email', cell: (c) => c.email ?? '—', width: 210 },
  { id: 'country', header: 'customer:columns.country', cell: (c) => c.country ?? '—', width: 80 },
  { id: 'trustLevel', header: 'customer:columns.trustLevel', cell: (c) => <StatusBadge status={c.trustLevel} />, width: 130 },
  { id: 'blocked', header: 'customer:columns.blocked', cell: (c) => (c.fraud.blocked ? <StatusBadge status="BLOCKED" /> : '—'), width: 90 },
  { id: 'created', header: 'customer:columns.created', cell: (c) => <Time value={c.created} />, sort: 'createdAt', width: TIME_COLUMN_WIDTH },
  { id: 'ip', header: 'customer:columns.ip', cell: (c) => <Mono>{c.ipAddress ?? '—'}</Mono>, width: 130, hidden: true },
]

export const customerRowKey = (c: Customer) => `${c.merchantAccount}/${c.id}`

/** /merchant/{merchantName?}/customers: the customers in scope, with the selected one beside them. */
export function CustomersScreen() {
  const { merchantName } = route.useParams()
  const search = route.useSearch() as ListSearch
  const navigate = route.useNavigate()
  const open = useMatch({ from: detailRouteId, shouldThrow: false })?.params
  // The URL names a record before its loader has it: the row is selected, and Esc leaves it, from Enter on.
  const entering = useOpenRecord(customer.route)
  const back = useBackTarget(open !== undefined)
  // With a record open the path names its merchant, not the list's: the list's path merchant is remembered for Esc.
  const listMerchant = open ? undefined : merchantName
  const listPath = useRef(listMerchant)
  if (!open) listPath.current = merchantName
  const listSearch = useMemo(() => withListMerchant(search, listMerchant), [search, listMerchant])
  const router = useRouter()
  const recordTarget = (c: Customer) => ({
    to: '/merchant/{-$merchantName}/customers/$customer' as const,
    params: { merchantName: c.merchantAccount, customer: c.id },
    search: toRouteSearch(listSearch, undefined),
  })
  const toList = (next: ListSearch) => {
    const target = listRouteOf(next, listPath.current)
    void navigate({ to: '/merchant/{-$merchantName}/customers', params: { merchantName: target.merchantName }, search: target.search })
  }

  return (
    <ListWorkspace<Customer>
      id={customer.list ?? customer.area}
      title="customer:title"
      call={customer.calls.list}
      search={listSearch}
      onSearchChange={(next) => (open ? void navigate({ to: '.', search: toRouteSearch(next as ListSearch, undefined) }) : toList(next as ListSearch))}
      fields={customer.filters}
      columns={columns}
      rowKey={customerRowKey}
      onOpen={(c) => void navigate(recordTarget(c))}
      // The customer under the cursor (j/k) starts loading before Enter opens it.
      onCursor={(c) => void router.preloadRoute(recordTarget(c)).catch(() => undefined)}
      onClose={() => {
        if (!back()) toList(listSearch)
      }}
      selectedKey={entering?.merchantName ? `${entering.merchantName}/${entering.customer}` : undefined}
      exportList="customer"
    >
      <Outlet />
    </ListWorkspace>
  )
}
