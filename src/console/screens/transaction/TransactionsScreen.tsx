import { EnumText } from '../../ui/EnumText'
import type { Transaction } from '@domain/entities/transaction'
import { getRouteApi, Outlet, useMatch, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { ListWorkspace, useMerchantPathList, type WorkspaceColumn } from '@console/workspace'
import { showError, showSuccess } from '../../session/alert-store'
import { errorText } from '../../lib/error-text'
import { useFocusRecordsStore } from '../../palette/focus-records'
import { useDialogAction, useScreenDialog } from '../../palette/screen-dialog'
import { downloadExport, saveFile } from '../../workspace/export-file'
import { TRANSACTION_LIST } from '@commands/transaction'
import { transaction } from '../../api/transaction'
import { reviewCases, sendToReview, sentCases } from '../../api/review'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BlockCardsDialog } from './BlockCardsDialog'
import { Amount, Mono, maskedCard } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { ALL_TIME_FROM, defaultRange, defaultWindow, type ListSearch } from '../../lib/list-search'
import { useTimeZone } from '../../lib/use-time-zone'

const route = getRouteApi('/_console/merchant/{-$merchantName}/transactions')
const logRouteId = '/_console/merchant/{-$merchantName}/transactions/$transaction/log/$log'

const columns: readonly WorkspaceColumn<Transaction>[] = [
  { id: 'created', header: 'transaction:columns.created', cell: (tx) => <Time value={tx.created} />, sort: 'createdAt', kind: 'time' },
  { id: 'merchant', scope: 'merchant', header: 'transaction:columns.merchant', cell: (tx) => tx.merchantAccount, kind: 'name' },
  { id: 'id', card: 'primary', header: 'transaction:columns.id', cell: (tx) => <Mono>{tx.id}</Mono>, kind: 'id' },
  { id: 'amount', header: 'transaction:columns.amount', cell: (tx) => <Amount amount={tx.amount} currency={tx.currency} />, sort: 'amount', kind: 'amount' },
  { id: 'status', header: 'transaction:columns.status', cell: (tx) => <StatusBadge status={tx.status} />, sort: 'status', kind: 'status' },
  { id: 'type', header: 'transaction:columns.type', cell: (tx) => <EnumText value={tx.type} />, kind: 'enum' },
  { id: 'card', header: 'transaction:columns.card', cell: (tx) => <Mono>{maskedCard(tx.payment.cardBin, tx.payment.cardLast4Digits)}</Mono>, kind: 'id' },
  { id: 'email', header: 'transaction:columns.email', cell: (tx) => tx.payment.emailAddress ?? '—', kind: 'email' },
  { id: 'customer', header: 'transaction:columns.customer', cell: (tx) => (tx.customer.id ? <Mono>{tx.customer.id}</Mono> : '—'), kind: 'id' },
  { id: 'result', header: 'transaction:columns.result', cell: (tx) => <StatusBadge status={tx.result} />, kind: 'status', hidden: true },
  { id: 'ip', header: 'transaction:columns.ip', cell: (tx) => <Mono>{tx.customer.ipAddress ?? '—'}</Mono>, kind: 'id', hidden: true },
  { id: 'merchantTransactionId', header: 'transaction:columns.merchantTransactionId', cell: (tx) => tx.merchantTransactionId ?? '—', kind: 'id', hidden: true },
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
  // The context of a record reached from elsewhere is a pivot too (its customer, its card): all of history.
  const range = useMemo(() => defaultRange({ ...search, ...list.context }, monthBack), [search, list.context, monthBack])
  const defaults = useMemo(
    () => [
      ...list.contextChip,
      ...(range.chip
        ? [{ id: 'period', label: 'workspace:defaults.lastMonth', onRemove: () => void navigate({ to: '.', search: (current) => ({ ...current, period: 'all' }) }) }]
        : []),
    ],
    [list.contextChip, range.chip, navigate],
  )
  const implicit = useMemo(() => ({ ...range.query, ...list.context }), [range.query, list.context])

  return (
    <>
      <ListWorkspace<Transaction>
        id={TRANSACTION_LIST}
        title="transaction:title"
        call={transaction.calls.list}
        search={list.listSearch}
        implicit={implicit}
        defaults={defaults}
        onSearchChange={(next) => {
          // A time bound typed in the bar replaces the default, and with it a removed default's mark.
          list.changeSearch((next.from !== undefined || next.to !== undefined ? { ...next, period: undefined } : next) as ListSearch)
        }}
        fields={transaction.filters}
        columns={columns}
        rowKey={transactionRowKey}
        onOpen={list.openRow}
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
        // The transaction under the cursor is in focus: its keys (v sends it to review) act on it before it opens.
        rowFocus="transaction"
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
  useSendToReview(selected)
  return blocking.open && selected.length > 0 ? <BlockCardsDialog transactions={selected} onClose={blocking.close} /> : null
}

/**
 * `v`: the selected transactions, else the one open or under the cursor, go to review; the toast
 * says which cases they opened or joined.
 */
function useSendToReview(selected: readonly Transaction[]) {
  const { t } = useTranslation('review')
  const queryClient = useQueryClient()
  const current = useFocusRecordsStore((state) => state.records.transaction)
  const payments = selected.length > 0 ? selected : current ? [current] : []
  useDialogAction(
    'sendToReview',
    () =>
      void sendToReview(payments.map((tx) => ({ merchantName: tx.merchantAccount, transaction: tx.id }))).then(
        ({ results }) => {
          const { opened, joined, refused } = sentCases(results)
          const cases = (ids: number[]) => ids.map((id) => `#${id}`).join(', ')
          const said = [
            opened.length > 0 ? t('send.opened', { count: opened.length, cases: cases(opened) }) : '',
            joined.length > 0 ? t('send.joined', { count: joined.length, cases: cases(joined) }) : '',
            refused.length > 0 ? t('send.refused', { reasons: refused.join('; ') }) : '',
          ].filter(Boolean)
          if (opened.length + joined.length > 0) showSuccess(said.join(' '))
          else showError(said.join(' '))
          void Promise.all([reviewCases.keys.all, reviewCases.keys.list].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
        },
        (error: Error) => showError(errorText(error)),
      ),
    payments.length > 0,
  )
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
