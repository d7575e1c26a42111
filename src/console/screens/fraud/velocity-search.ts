import { LOOKBACK_HOURS } from '@domain/constants'
import { z } from 'zod'
import { searchTextParam } from '@domain/filters'

/** The spec's seven velocity statistics parameters, in its order. */
export const velocityParams = ['accountId', 'accountName', 'customerId', 'customerName', 'email', 'ipAddress', 'merchantAccountName'] as const
export type VelocityParam = (typeof velocityParams)[number]

export const DEFAULT_LOOKBACK_HOURS = 24

/** The screen's URL: the seven parameters (the transaction shortcut sends empty ones as '') and the lookback. */
export const velocityStatisticsSearchSchema = z.object({
  ...(Object.fromEntries(velocityParams.map((name) => [name, searchTextParam])) as Record<VelocityParam, typeof searchTextParam>),
  lookback: z.coerce
    .number()
    .refine((hours) => (LOOKBACK_HOURS as readonly number[]).includes(hours))
    .optional()
    .catch(undefined),
})
export type VelocityStatisticsSearch = z.infer<typeof velocityStatisticsSearchSchema>

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
