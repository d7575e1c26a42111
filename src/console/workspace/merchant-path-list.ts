import type { FocusRecords } from '@commands/focus'
import { useMatch, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ListSearch, listRouteOf, toRouteSearch, withListMerchant } from '../lib/list-search'
import { useBackTarget } from '../lib/use-back-target'
import { useOpenRecord } from '../lib/use-open-record'
import { useFocusRecordsStore } from '../palette/focus-records'
import { maskedCard } from '../ui/record-parts'
import type { ListDefault } from './types'

/** What the list is filtered to beside a record reached from elsewhere: the filters, and the chip's words. */
interface RecordContext {
  search: ListSearch
  label: string
}

type OpenParams = Readonly<Record<string, string | undefined>>

/**
 * The lists kept under `/merchant/{merchantName?}/`, the param that names one of their records,
 * and the list that contains a record of theirs: a customer's own (its id in its merchant), a
 * transaction's customer's transactions, else its card's.
 */
const merchantLists = {
  transactions: {
    param: 'transaction',
    detail: '/merchant/{-$merchantName}/transactions/$transaction',
    context: (open: OpenParams, t: TFunction, focus: FocusRecords): RecordContext | undefined => {
      const tx = focus.transaction
      if (!tx || tx.id !== open.transaction || tx.merchantAccount !== open.merchantName) return undefined
      if (tx.customer.id) return { search: { merchantName: tx.merchantAccount, customerId: tx.customer.id }, label: t('workspace:context.customer', { value: tx.customer.id }) }
      if (tx.payment.cardHash) return { search: { cardHash: tx.payment.cardHash }, label: t('workspace:context.card', { value: maskedCard(tx.payment.cardBin, tx.payment.cardLast4Digits) }) }
      return undefined
    },
  },
  customers: {
    param: 'customer',
    detail: '/merchant/{-$merchantName}/customers/$customer',
    context: (open: OpenParams, t: TFunction): RecordContext | undefined =>
      open.merchantName && open.customer
        ? { search: { merchantName: open.merchantName, customerId: open.customer }, label: t('workspace:context.customer', { value: open.customer }) }
        : undefined,
  },
} as const
type MerchantList = keyof typeof merchantLists

/**
 * A list whose path may name a merchant (`/merchant/acme-books/transactions`) and whose record's
 * path always names the record's merchant. The list keeps filtering by the merchant it was
 * opened with while a record of another is beside it; the record opens with the list's search
 * and Esc returns to the list as it was, or to the screen the record was reached from.
 *
 * A record reached from elsewhere (a deep link, the palette, another screen) beside a list with
 * no filter of its own would sit beside a list that may not hold it: the list is then filtered to
 * the record's context (`context`), shown as a removable chip, and stays so while the user steps
 * through it.
 */
export function useMerchantPathList<Row extends { merchantAccount: string; id: string }>(list: MerchantList) {
  const { param, detail: detailRoute, context: contextOf } = merchantLists[list]
  const { t } = useTranslation()
  const listRoute = `/merchant/{-$merchantName}/${list}` as const
  const listRouteId = `/_console${listRoute}` as const
  const { merchantName } = useParams({ from: listRouteId })
  const search = useSearch({ from: listRouteId }) as ListSearch
  const navigate = useNavigate({ from: listRoute })
  const open: Readonly<Record<string, string | undefined>> | undefined = useMatch({ from: `/_console${detailRoute}`, shouldThrow: false })?.params
  // The URL names a record before its loader has it: the row is selected, and Esc leaves it, from Enter on.
  const entering = useOpenRecord(detailRoute)
  const back = useBackTarget(open !== undefined)
  // With a record open the path names its merchant, not the list's: the list's path merchant is remembered for Esc.
  const listMerchant = open ? undefined : merchantName
  const listPath = useRef(listMerchant)
  if (!open) listPath.current = merchantName
  const listSearch = useMemo(() => withListMerchant(search, listMerchant), [search, listMerchant])

  const openKey = open?.merchantName ? `${open.merchantName}/${open[param]}` : undefined
  // The record the list itself last opened (Enter, a click, [ or ]): it needs no context.
  const openedHere = useRef<string | undefined>(undefined)
  const [context, setContext] = useState<RecordContext | null>(null)
  const focus = useFocusRecordsStore((state) => state.records)
  const ownFilter = Object.keys(toRouteSearch(search, undefined)).length > 0
  useEffect(() => {
    // Closed, or given a filter of the user's own, the list is that list again.
    if (!open || !openKey || ownFilter) return setContext(null)
    if (openedHere.current === openKey) return
    const next = contextOf(open, t, focus) ?? null
    // The same context keeps its object, so the list's query stays the same and its cursor stays.
    setContext((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next))
  }, [open, openKey, ownFilter, contextOf, t, focus])
  const contextChip = useMemo<ListDefault[]>(
    () =>
      context
        ? [
            {
              id: 'record',
              label: context.label,
              reason: 'record',
              onRemove: () => {
                openedHere.current = openKey
                setContext(null)
              },
            },
          ]
        : [],
    [context, openKey],
  )
  const toList = (next: ListSearch) => {
    const target = listRouteOf(next, listPath.current)
    void navigate({ to: listRoute, params: { merchantName: target.merchantName }, search: target.search as never })
  }
  const recordTarget = (row: Row) => ({ to: detailRoute, params: { merchantName: row.merchantAccount, [param]: row.id }, search: toRouteSearch(listSearch, undefined) }) as never
  return {
    search,
    listSearch,
    open,
    back,
    toList,
    /** The list's own search changed: with a record open it stays beside the new list. */
    changeSearch: (next: ListSearch) => (open ? void navigate({ to: '.', search: toRouteSearch(next, undefined) as never }) : toList(next)),
    recordTarget,
    /** Opens a row of the list beside it, the list's context kept. */
    openRow: (row: Row) => {
      openedHere.current = `${row.merchantAccount}/${row.id}`
      void navigate(recordTarget(row))
    },
    /** The record's context while it applies: what the list call adds, and its chip. */
    context: context?.search,
    contextChip,
    selectedKey: entering?.merchantName ? `${entering.merchantName}/${entering[param]}` : undefined,
  }
}
