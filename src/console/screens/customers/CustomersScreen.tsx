import { ListWorkspace, type WorkspaceColumn } from '@console/workspace'
import { customerCalls } from '@domain/calls/customer'
import type { Customer } from '@domain/entities/customer'
import { customerFilterFields } from '@domain/filters/customer'
import { getRouteApi, Outlet, useMatch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type ListSearch, toRouteSearch } from '../transactions/list-search'
import { Mono } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { useBackTarget } from '../transactions/use-back-target'

const route = getRouteApi('/_console/merchant/{-$merchantName}/customers')
const detailRouteId = '/_console/merchant/{-$merchantName}/customers/$customer'

const columns: readonly WorkspaceColumn<Customer>[] = [
  { id: 'id', header: 'customers:columns.id', cell: (c) => <Mono>{c.id}</Mono>, width: 130 },
  { id: 'merchant', header: 'customers:columns.merchant', cell: (c) => c.merchantAccount, width: 120 },
  { id: 'name', header: 'customers:columns.name', cell: (c) => c.name ?? '—', sort: 'name', width: 170 },
  { id: 'email', header: 'customers:columns.email', cell: (c) => c.email ?? '—', width: 210 },
  { id: 'country', header: 'customers:columns.country', cell: (c) => c.country ?? '—', width: 80 },
  { id: 'trustLevel', header: 'customers:columns.trustLevel', cell: (c) => <StatusBadge status={c.trustLevel} />, width: 130 },
  { id: 'blocked', header: 'customers:columns.blocked', cell: (c) => (c.fraud.blocked ? <StatusBadge status="BLOCKED" /> : '—'), width: 90 },
  { id: 'created', header: 'customers:columns.created', cell: (c) => <Time value={c.created} />, sort: 'createdAt', width: 180 },
  { id: 'ip', header: 'customers:columns.ip', cell: (c) => <Mono>{c.ipAddress ?? '—'}</Mono>, width: 130, hidden: true },
]

export const customerRowKey = (c: Customer) => `${c.merchantAccount}/${c.id}`

/** /merchant/{merchantName?}/customers: the customers in scope, with the selected one beside them. */
export function CustomersScreen() {
  const { merchantName } = route.useParams()
  const search = route.useSearch() as ListSearch
  const navigate = route.useNavigate()
  const open = useMatch({ from: detailRouteId, shouldThrow: false })?.params
  const back = useBackTarget(open !== undefined)
  const listSearch = useMemo(() => (merchantName && !search.merchantName ? { ...search, merchantName } : search), [search, merchantName])

  return (
    <ListWorkspace<Customer>
      id="customers"
      title="customers:title"
      call={customerCalls.list}
      search={listSearch}
      onSearchChange={(next) => void navigate({ to: '.', search: toRouteSearch(next as ListSearch, merchantName) })}
      fields={customerFilterFields}
      columns={columns}
      rowKey={customerRowKey}
      onOpen={(c) =>
        void navigate({
          to: '/merchant/{-$merchantName}/customers/$customer',
          params: { merchantName: c.merchantAccount, customer: c.id },
          search: toRouteSearch(search, c.merchantAccount),
        })
      }
      onClose={() => {
        if (!back()) void navigate({ to: '/merchant/{-$merchantName}/customers', params: { merchantName }, search })
      }}
      selectedKey={open?.merchantName ? `${open.merchantName}/${open.customer}` : undefined}
      exportList="customer"
    >
      <Outlet />
    </ListWorkspace>
  )
}
