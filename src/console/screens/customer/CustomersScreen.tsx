import { ListWorkspace, useMerchantPathList, type WorkspaceColumn } from '@console/workspace'
import type { Customer } from '@domain/entities/customer'
import { Outlet, useRouter } from '@tanstack/react-router'
import { customer } from '../../api/customer'
import type { ListSearch } from '../../lib/list-search'
import { Mono } from '../../ui/record-parts'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'

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
  const list = useMerchantPathList<Customer>('customers')
  const router = useRouter()
  return (
    <ListWorkspace<Customer>
      id={customer.list ?? customer.area}
      title="customer:title"
      call={customer.calls.list}
      search={list.listSearch}
      onSearchChange={(next) => list.changeSearch(next as ListSearch)}
      fields={customer.filters}
      columns={columns}
      rowKey={customerRowKey}
      onOpen={(c) => void router.navigate(list.recordTarget(c))}
      // The customer under the cursor (j/k) starts loading before Enter opens it.
      onCursor={(c) => void router.preloadRoute(list.recordTarget(c)).catch(() => undefined)}
      onClose={() => {
        if (!list.back()) list.toList(list.listSearch)
      }}
      selectedKey={list.selectedKey}
      exportList="customer"
    >
      <Outlet />
    </ListWorkspace>
  )
}
