import { useMatchRoute } from '@tanstack/react-router'

/**
 * The params of the record route the URL names (`/merchant/acme-books/transactions/tx_1`, or one
 * of its child routes), or undefined. While the route's loader still fetches the record the URL
 * already names it: the list treats it as open from then on, so Esc right after Enter closes it.
 */
export function useOpenRecord(path: string): Readonly<Record<string, string | undefined>> | undefined {
  const matchRoute = useMatchRoute()
  // `pending` reads the URL being entered and answers false when nothing is; the second reads the URL on view.
  const params = matchRoute({ to: path, fuzzy: true, pending: true }) || matchRoute({ to: path, fuzzy: true })
  return params === false ? undefined : params
}
