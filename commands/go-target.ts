import type { KindRoute } from '@domain/kinds'
import type { MerchantTabRoute } from './merchant-tabs'
import type { OtherRoute, Screen } from './screens'

/**
 * Every place of the console in the router's `to` form, from the tables the route guard and the
 * sidebar read: the record kinds' routes, the screens, the merchant's tabs and the few other
 * routes. Commands name a place without importing the console; a unit test holds this union to
 * the router's route tree.
 */
export type ConsoleRoute = KindRoute | Screen['path'] | MerchantTabRoute | OtherRoute

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : Path
type RequiredParam<Segment> = Segment extends `$${infer Name}` ? Name : never
type OptionalParam<Segment> = Segment extends `{-$${infer Name}}` ? Name : never

/** The path params a route needs: `$merchant` is required, `{-$merchantName}` may be left out. */
export type RouteParams<Path extends string> = { [Name in RequiredParam<Segments<Path>>]: string } & {
  [Name in OptionalParam<Segments<Path>>]?: string
}

/** A route without path params: a list or a screen. */
export type PlainRoute = { [Path in ConsoleRoute]: [keyof RouteParams<Path>] extends [never] ? Path : never }[ConsoleRoute]

/** Search params of a target; the router writes strings as they are (`?cardBin=520082`). */
export type RouteSearch = Readonly<Record<string, unknown>>

type Flat<T> = { [K in keyof T]: T[K] }

/** Where a command goes: a route, its params (checked against the path), its search. */
export type GoTarget = {
  [Path in ConsoleRoute]: Flat<
    { to: Path; search?: RouteSearch; replace?: boolean } & ([keyof RouteParams<Path>] extends [never] ? { params?: undefined } : { params: Flat<RouteParams<Path>> })
  >
}[ConsoleRoute]

/**
 * The URL a target opens, as the console's router writes it: params encoded, an optional param
 * left out when absent, strings plain and other values as JSON. For links and tests.
 */
export function hrefOf(target: GoTarget): string {
  const params: Readonly<Record<string, string | undefined>> = target.params ?? {}
  const path = target.to
    .split('/')
    .flatMap((segment) => {
      const optional = /^\{-\$(.+)\}$/.exec(segment)
      if (optional) {
        const value = params[optional[1]!]
        return value ? [encodeURIComponent(value)] : []
      }
      if (segment.startsWith('$')) return [encodeURIComponent(params[segment.slice(1)] ?? '').replaceAll('%40', '@')]
      return [segment]
    })
    .join('/')
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(target.search ?? {})) {
    if (value === undefined) continue
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const query = search.toString()
  return `${path || '/'}${query ? `?${query}` : ''}`
}
