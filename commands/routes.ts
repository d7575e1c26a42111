/**
 * The console's routes in the router's `to` form, so commands name a place without importing the
 * console; a unit test holds this list to the router's route tree.
 */
export const consoleRoutes = [
  '/',
  '/login',
  '/resetpassword',
  '/resetpassword/$code',
  '/confirmemail/$code',
  '/unauthorized',
  '/dashboard',
  '/profile',
  '/password',
  '/version',
  '/session',
  '/transactionActivities',
  '/velocitystatistics',
  '/notifications',
  '/notifications/$notification',
  '/emails',
  '/emails/$email',
  '/paylinks',
  '/paylinks/$paylink',
  '/merchant/{-$merchantName}/transactions',
  '/merchant/{-$merchantName}/transactions/$transaction',
  '/merchant/{-$merchantName}/transactions/$transaction/log/$log',
  '/merchant/{-$merchantName}/customers',
  '/merchant/{-$merchantName}/customers/$customer',
  '/reviews',
  '/reviews/$case',
  '/fraudblocks',
  '/fraudblocks/$fraudBlock',
  '/fraudblocks/@new',
  '/fraudblocks/batch',
  '/cardBins',
  '/cardBins/$cardBin',
  '/cardBlacklist',
  '/cardBlacklist/$cardId',
  '/cardRestrictions',
  '/cardRestrictions/$restriction',
  '/cardRestrictions/$restriction/$ruleId',
  '/groups',
  '/groups/$group',
  '/gatewayCredentials',
  '/gatewayCredentials/$gatewayCredential',
  '/merchantKeys',
  '/merchantKeys/$merchantKey',
  '/merchants',
  '/merchants/$merchant',
  '/merchants/$merchant/settings',
  '/merchants/$merchant/email',
  '/merchants/$merchant/paywall',
  '/merchants/$merchant/gateways',
  '/merchants/$merchant/gateways/$gateway',
  '/merchants/$merchant/instruments',
  '/merchants/$merchant/instruments/$instrument',
  '/merchants/$merchant/trustlevels',
  '/merchants/$merchant/trustlevels/$trustLevel',
  '/merchants/$merchant/fraudConfigs',
  '/merchants/$merchant/fraudConfigs/$fraudConfig',
  '/merchants/$merchant/velocityblocks',
  '/merchants/$merchant/velocityblocks/$velocityBlock',
  '/merchants/$merchant/cardRestrictions',
  '/merchants/$merchant/paymentLink',
  '/merchants/$merchant/paymentLink/$paymentLink',
  '/merchants/$merchant/accountSummary',
  '/merchants/$merchant/resources',
  '/admin/users',
  '/admin/users/$user',
  '/admin/userEvents',
  '/roles',
  '/roles/$role',
  '/spaces',
  '/spaces/$space',
  '/reports',
  '/dailyReports',
  '/dailyReports/$space/$dailyReport',
  '/customReports',
  '/settlement',
  '/reportsConfig',
  '/reportsConfig/$space/cfg',
  '/reportsConfig/$space/cfg/$reportConfig',
  '/systemCommand',
  '/templateCollections',
  '/templateCollections/$collectionName',
  '/templateCollections/$collectionName/$templateId',
  '/trustPolicy',
  '/trustPolicy/$configName',
  '/trustPolicy/$configName/$collectionId',
  '/systemTplCollections',
  '/systemTplCollections/$collectionName',
  '/systemTplCollections/$collectionName/$template',
  '/gwhive',
  '/gwhive/$component/$key',
  '/midashive',
  '/midashive/$component/$key',
  '/resultcodes/cs',
  '/resultcodes/cs/$resultCode',
  '/resultcodes/psp',
  '/resultcodes/psp/$pspResultCode',
] as const

export type ConsoleRoute = (typeof consoleRoutes)[number]

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
