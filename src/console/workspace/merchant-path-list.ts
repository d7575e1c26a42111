import { useMatch, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { useMemo, useRef } from 'react'
import { type ListSearch, listRouteOf, toRouteSearch, withListMerchant } from '../lib/list-search'
import { useBackTarget } from '../lib/use-back-target'
import { useOpenRecord } from '../lib/use-open-record'

/** The lists kept under `/merchant/{merchantName?}/`, and the param that names one of their records. */
const merchantLists = {
  transactions: { param: 'transaction', detail: '/merchant/{-$merchantName}/transactions/$transaction' },
  customers: { param: 'customer', detail: '/merchant/{-$merchantName}/customers/$customer' },
} as const
type MerchantList = keyof typeof merchantLists

/**
 * A list whose path may name a merchant (`/merchant/acme-books/transactions`) and whose record's
 * path always names the record's merchant. The list keeps filtering by the merchant it was
 * opened with while a record of another is beside it; the record opens with the list's search
 * and Esc returns to the list as it was, or to the screen the record was reached from.
 */
export function useMerchantPathList<Row extends { merchantAccount: string; id: string }>(list: MerchantList) {
  const { param, detail: detailRoute } = merchantLists[list]
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
  const toList = (next: ListSearch) => {
    const target = listRouteOf(next, listPath.current)
    void navigate({ to: listRoute, params: { merchantName: target.merchantName }, search: target.search as never })
  }
  return {
    search,
    listSearch,
    open,
    back,
    toList,
    /** The list's own search changed: with a record open it stays beside the new list. */
    changeSearch: (next: ListSearch) => (open ? void navigate({ to: '.', search: toRouteSearch(next, undefined) as never }) : toList(next)),
    recordTarget: (row: Row) => ({ to: detailRoute, params: { merchantName: row.merchantAccount, [param]: row.id }, search: toRouteSearch(listSearch, undefined) }) as never,
    selectedKey: entering?.merchantName ? `${entering.merchantName}/${entering[param]}` : undefined,
  }
}
