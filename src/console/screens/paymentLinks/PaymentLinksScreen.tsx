import { NEW_RECORD } from '@domain/constants'
import { paymentlinkCalls } from '@domain/calls/paymentlink'
import type { PaymentLink } from '@domain/entities/paymentlink'
import { paymentLinkFilterFields } from '@domain/filters/payment-link'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PAYMENT_LINK_LIST } from '../../api/paymentLinks'
import { useScreenDialog } from '../../palette/screen-dialog'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { StatusBadge } from '../../ui/StatusBadge'
import { ListWorkspace, type WorkspaceColumn, type WorkspaceSearch } from '../../workspace'
import { Amount } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { CreatePaymentLinkPane } from './CreatePaymentLinkPane'
import { PaymentLinkPane } from './PaymentLinkPane'

const route = getRouteApi('/_console/merchants/$merchant/paymentLink')

const columns: WorkspaceColumn<PaymentLink>[] = [
  { id: 'created', header: 'paymentLinks:fields.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: 160 },
  { id: 'reference', header: 'paymentLinks:fields.reference', cell: (row) => <span className="font-mono text-xs">{row.reference}</span>, width: 180 },
  { id: 'amount', header: 'paymentLinks:fields.amount', cell: (row) => <Amount amount={row.amount} currency={row.currency} />, sort: 'amount', width: 130 },
  { id: 'status', header: 'paymentLinks:fields.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'customerEmail', header: 'paymentLinks:fields.customerEmail', cell: (row) => row.customer.email ?? '', width: 220 },
  { id: 'expiresAt', header: 'paymentLinks:fields.expiresAt', cell: (row) => (row.expiresAt ? <Time value={row.expiresAt} /> : ''), sort: 'expiresAt', width: 160 },
  { id: 'customerName', header: 'paymentLinks:fields.customerName', cell: (row) => row.customer.name ?? '', width: 180, hidden: true },
  { id: 'description', header: 'paymentLinks:fields.description', cell: (row) => row.description, width: 220, hidden: true },
  { id: 'url', header: 'paymentLinks:fields.url', cell: (row) => <span className="font-mono text-xs">{row.url}</span>, width: 280, hidden: true },
]

const rowKey = (row: PaymentLink) => String(row.id)

/** What the pane beside the list shows: the create form, or one link (just created or opened from its row). */
type Pane = { kind: 'create' } | { kind: 'link'; id: number; created: boolean } | null

/** The list's search without the merchant, which the screen adds from its path. */
function withoutMerchant(search: WorkspaceSearch): WorkspaceSearch {
  const { merchantName: _merchant, ...rest } = search
  return rest
}

/** /merchants/{merchant}/paymentLink: the merchant's payment links, the create form, and a link's address and state. */
export function PaymentLinksScreen() {
  const { t } = useTranslation('paymentLinks')
  const { merchant } = route.useParams()
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/merchants/$merchant/paymentLink' })
  const create = useCommand('paymentLinks.create')
  // One object per search, so the list's query stays the same between renders.
  const listSearch = useMemo(() => ({ ...search, merchantName: merchant }), [search, merchant])
  const creating = useScreenDialog('createPaymentLink')
  const [shown, setPane] = useState<Pane>(null)
  const pane: Pane = creating.open ? { kind: 'create' } : shown
  const close = () => {
    setPane(null)
    if (creating.open) creating.close()
  }

  return (
    <ListWorkspace<PaymentLink>
      id={PAYMENT_LINK_LIST}
      title="paymentLinks:title"
      call={paymentlinkCalls.list}
      search={listSearch}
      onSearchChange={(next) => void navigate({ search: withoutMerchant(next) as typeof search })}
      fields={paymentLinkFilterFields}
      columns={columns}
      rowKey={rowKey}
      onOpen={(row) => {
        setPane({ kind: 'link', id: row.id, created: false })
        if (creating.open) creating.close()
      }}
      onClose={close}
      selectedKey={pane === null ? undefined : pane.kind === 'create' ? NEW_RECORD : String(pane.id)}
      actions={
        create.available && (
          <Button onClick={create.run} disabled={pane?.kind === 'create'}>
            {t('new')}
          </Button>
        )
      }
    >
      {pane?.kind === 'create' && <CreatePaymentLinkPane merchant={merchant} onCreated={(link) => {
            setPane({ kind: 'link', id: link.id, created: true })
            creating.close()
          }} onClose={close} />}
      {pane?.kind === 'link' && <PaymentLinkPane key={pane.id} id={pane.id} created={pane.created} onClose={close} />}
    </ListWorkspace>
  )
}
