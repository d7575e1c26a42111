import { LOOKBACK_HOURS } from '@domain/constants'
import { oneOf, type SearchOf, type SearchReader, searchOf, text } from '@domain/search-params'

/** The spec's seven velocity statistics parameters, in its order. */
export const velocityParams = ['accountId', 'accountName', 'customerId', 'customerName', 'email', 'ipAddress', 'merchantAccountName'] as const
export type VelocityParam = (typeof velocityParams)[number]

export const DEFAULT_LOOKBACK_HOURS = 24

/** The screen's URL: the seven parameters (the transaction shortcut sends empty ones as '') and the lookback. */
const velocityReaders = {
  ...(Object.fromEntries(velocityParams.map((name) => [name, text])) as Record<VelocityParam, SearchReader<string>>),
  // Typed as any number: the screen writes the chosen option's number back.
  lookback: oneOf<readonly number[]>(LOOKBACK_HOURS),
}
export const velocityStatisticsSearch = searchOf(velocityReaders)
export type VelocityStatisticsSearch = SearchOf<typeof velocityReaders>

/**
 * The call's query from the URL: only the filled parameters; null until an identifier is
 * filled (the merchant alone only narrows a search, it is not one).
 */
export function velocityQueryOf(search: VelocityStatisticsSearch): (Partial<Record<VelocityParam, string>> & { lookback: number }) | null {
  const filled = Object.fromEntries(
    velocityParams.flatMap((name) => {
      const value = search[name]?.trim()
      return value ? [[name, value]] : []
    }),
  ) as Partial<Record<VelocityParam, string>>
  if (Object.keys(filled).every((name) => name === 'merchantAccountName')) return null
  return { ...filled, lookback: search.lookback ?? DEFAULT_LOOKBACK_HOURS }
}
