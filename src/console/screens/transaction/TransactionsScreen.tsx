import type { Transaction } from '@domain/entities/transaction'
import { getRouteApi, Outlet, useMatch, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ListWorkspace, useMerchantPathList, type WorkspaceColumn } from '@console/workspace'
import { showError } from '../../session/alert-store'
import { errorText } from '../../lib/error-text'
import { useFocusRecordsStore } from '../../palette/focus-records'
import { useDialogAction, useScreenDialog } from '../../palette/screen-dialog'
import { downloadExport, saveFile } from '../../workspace/export-file'
import { TRANSACTION_LIST } from '@commands/transaction'
import { transaction } from '../../api/transaction'
import { BlockCardsDialog } from './BlockCardsDialog'
import { Amount, Mono, maskedCard } from '../../ui/record-parts'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { ALL_TIME_FROM, defaultRange, defaultWindow, type ListSearch } from '../../lib/list-search'
import { useTimeZone } from '../../lib/use-time-zone'

const route = getRouteApi('/_console/merchant/{-$merchantName}/transactions')
const logRouteId = '/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log'

const columns: readonly WorkspaceColumn<Transaction>[] = [
  { id: 'created', header: 'transaction:columns.created', cell: (tx) => <Time value={tx.created} />, sort: 'createdAt', width: TIME_COLUMN_WIDTH },
  { id: 'merchant', scope: 'merchant', header: 'transaction:columns.merchant', cell: (tx) => tx.merchantAccount, width: 120 },
  { id: 'id', header: 'transaction:columns.id', cell: (tx) => <Mono>{tx.id}</Mono>, width: 120 },
  { id: 'amount', header: 'transaction:columns.amount', cell: (tx) => <Amount amount={tx.amount} currency={tx.currency} />, sort: 'amount', width: 120 },
  { id: 'status', header: 'transaction:columns.status', cell: (tx) => <StatusBadge status={tx.status} />, sort: 'status', width: 150 },
  { id: 'type', header: 'transaction:columns.type', cell: (tx) => <Mono>{tx.type}</Mono>, width: 110 },
  { id: 'card', header: 'transaction:columns.card', cell: (tx) => <Mono>{maskedCard(tx.payment.cardBin, tx.payment.cardLast4Digits)}</Mono>, width: 150 },
  { id: 'email', header: 'transaction:columns.email', cell: (tx) => tx.payment.emailAddress ?? '—', width: 200 },
  { id: 'customer', header: 'transaction:columns.customer', cell: (tx) => (tx.customer.id ? <Mono>{tx.customer.id}</Mono> : '—'), width: 120 },
  { id: 'result', header: 'transaction:columns.result', cell: (tx) => <StatusBadge status={tx.result} />, width: 100, hidden: true },
  { id: 'ip', header: 'transaction:columns.ip', cell: (tx) => <Mono>{tx.customer.ipAddress ?? '—'}</Mono>, width: 130, hidden: true },
  { id: 'merchantTransactionId', header: 'transaction:columns.merchantTransactionId', cell: (tx) => tx.merchantTransactionId ?? '—', width: 150, hidden: true },
]

export const transactionRowKey = (tx: Transaction) => `${tx.merchantAccount}/${tx.id}`

/** /merchant/{merchantName?}/transactions: the filtered list, with the selected transaction beside it. */
export function TransactionsScreen() {
  const list = useMerchantPathList<Transaction>('transactions')
  const { search, open } = list
  const navigate = route.useNavigate()
  const router = useRouter()
  const timeZone = useTimeZone()
  const logOpen = useMatch({ from: logRouteId, shouldThrow: false }) !== undefined
  // The default month is computed once per visit, so the list does not refetch every render.
  const monthBack = useMemo(() => defaultWindow(timeZone), [timeZone])
  const range = useMemo(() => defaultRange(search, monthBack), [search, monthBack])
  const defaults = useMemo(
    () =>
      range.chip
        ? [{ id: 'period', label: 'workspace:defaults.lastMonth', onRemove: () => void navigate({ to: '.', search: (current) => ({ ...current, period: 'all' }) }) }]
        : [],
    [range.chip, navigate],
  )

  return (
    <>
      <ListWorkspace<Transaction>
        id={TRANSACTION_LIST}
        title="transaction:title"
        call={transaction.calls.list}
        search={list.listSearch}
        implicit={range.query}
        defaults={defaults}
        onSearchChange={(next) => {
          // A time bound typed in the bar replaces the default, and with it a removed default's mark.
          list.changeSearch((next.from !== undefined || next.to !== undefined ? { ...next, period: undefined } : next) as ListSearch)
        }}
        fields={transaction.filters}
        columns={columns}
        rowKey={transactionRowKey}
        onOpen={(tx) => void router.navigate(list.recordTarget(tx))}
        // The transaction under the cursor (j/k) starts loading before Enter opens it.
        onCursor={(tx) => void router.preloadRoute(list.recordTarget(tx)).catch(() => undefined)}
        onClose={() => {
          // Esc from a gateway log returns to its transaction; a transaction reached from another screen goes back there, else it closes.
          if (logOpen && open) {
            if (router.history.canGoBack()) router.history.back()
            else void navigate({ to: '/merchant/{-$merchantName}/transactions/$transaction', params: { merchantName: open.merchantName, transaction: open.transaction! }, search })
          } else if (!list.back()) list.toList(list.listSearch)
        }}
        selectedKey={list.selectedKey}
        exportList="transaction"
      >
        <Outlet />
      </ListWorkspace>
      <SelectionDialogs />
    </>
  )
}

/** What the bulk actions on the selected transactions open: blocking their cards, exporting them. */
function SelectionDialogs() {
  const selection = useFocusRecordsStore((state) => state.records.selection)
  const selected = selection?.kind === TRANSACTION_LIST ? (selection.rows as readonly Transaction[]) : []
  const blocking = useScreenDialog('blockCards')
  useDialogAction('exportSelected', () => void exportSelected(selected), selected.length > 0)
  return blocking.open && selected.length > 0 ? <BlockCardsDialog transactions={selected} onClose={blocking.close} /> : null
}

/** The selected transactions as the list's CSV export writes them, whatever their dates. */
async function exportSelected(transactions: readonly Transaction[]): Promise<void> {
  try {
    const query = { id: transactions.map((tx) => tx.id).join(','), from: ALL_TIME_FROM }
    const file = await downloadExport('transaction', 'csv', query, () => undefined)
    saveFile(file.blob, file.filename)
  } catch (error) {
    showError(errorText(error as Error))
  }
}
