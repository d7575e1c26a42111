import type { PaymentLink } from '@domain/entities/paymentlink'
import type { paylinkKind, paymentLinkKind } from '../../api/paymentlink'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

const columns: WorkspaceColumn<PaymentLink>[] = [
  { id: 'created', header: 'paymentlink:fields.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'merchant', scope: 'merchant', header: 'paymentlink:fields.merchant', cell: (row) => row.merchantAccount, kind: 'name' },
  { id: 'reference', card: 'primary', header: 'paymentlink:fields.reference', cell: (row) => <span className="font-mono text-xs">{row.reference}</span>, kind: 'id' },
  { id: 'amount', header: 'paymentlink:fields.amount', cell: (row) => <Amount amount={row.amount} currency={row.currency} />, sort: 'amount', kind: 'amount' },
  { id: 'status', header: 'paymentlink:fields.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'customerEmail', header: 'paymentlink:fields.customerEmail', cell: (row) => row.customer.email ?? '', kind: 'email' },
  { id: 'expiresAt', header: 'paymentlink:fields.expiresAt', cell: (row) => (row.expiresAt ? <Time value={row.expiresAt} /> : ''), sort: 'expiresAt', kind: 'time' },
  { id: 'customerName', header: 'paymentlink:fields.customerName', cell: (row) => row.customer.name ?? '', kind: 'name', hidden: true },
  { id: 'description', header: 'paymentlink:fields.description', cell: (row) => row.description, kind: 'text', hidden: true },
  { id: 'url', header: 'paymentlink:fields.url', cell: (row) => <span className="font-mono text-xs">{row.url}</span>, kind: 'text', hidden: true },
]

/** A merchant's own tab is filtered by the merchant: no merchant column. */
const merchantTabColumns = columns.filter((column) => column.id !== 'merchant')

/**
 * /merchants/{merchant}/paymentLink: the merchant's payment links, with the open one (or the create
 * form) beside the list; /paylinks: the links of every merchant in scope, with whose each one is.
 */
export function PaymentLinksScreen({ kind }: { kind: typeof paymentLinkKind | typeof paylinkKind }) {
  return <RecordKindList kind={kind} columns={kind.listQuery ? merchantTabColumns : columns} create={useCommand('paymentlink.create')} />
}
