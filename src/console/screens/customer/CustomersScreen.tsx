import { ListWorkspace, useMerchantPathList, type WorkspaceColumn } from '@console/workspace'
import type { Customer } from '@domain/entities/customer'
import { Outlet, useRouter } from '@tanstack/react-router'
import { customer } from '../../api/customer'
import type { ListSearch } from '../../lib/list-search'
import { Mono } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'

const columns: readonly WorkspaceColumn<Customer>[] = [
  { id: 'id', header: 'customer:columns.id', cell: (c) => <Mono>{c.id}</Mono>, kind: 'id' },
  { id: 'merchant', scope: 'merchant', header: 'customer:columns.merchant', cell: (c) => c.merchantAccount, kind: 'name' },
  { id: 'name', header: 'customer:columns.name', cell: (c) => c.name ?? '—', sort: 'name', kind: 'name' },
  { id: 'email', header: 'customer:columns.email', cell: (c) => c.email ?? '—', kind: 'email' },
  { id: 'country', header: 'customer:columns.country', cell: (c) => c.country ?? '—', kind: 'code' },
  { id: 'trustLevel', header: 'customer:columns.trustLevel', cell: (c) => <StatusBadge status={c.trustLevel} />, kind: 'status' },
  { id: 'blocked', header: 'customer:columns.blocked', cell: (c) => (c.fraud.blocked ? <StatusBadge status="BLOCKED" /> : '—'), kind: 'status' },
  { id: 'created', header: 'customer:columns.created', cell: (c) => <Time value={c.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'ip', header: 'customer:columns.ip', cell: (c) => <Mono>{c.ipAddress ?? '—'}</Mono>, kind: 'id', hidden: true },
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
      implicit={list.context}
      defaults={list.contextChip}
      onSearchChange={(next) => list.changeSearch(next as ListSearch)}
      fields={customer.filters}
      columns={columns}
      rowKey={customerRowKey}
      onOpen={list.openRow}
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
