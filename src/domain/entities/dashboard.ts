import { z } from 'zod'
import { minorAmount } from './common'

const money = z.object({ currency: z.string(), amount: minorAmount })

/**
 * KPIs for the caller's scope (GET dashboard), by UTC day. Amounts are integer minor units.
 * Volume is the approved pay-in amount per currency; the approval rate is approved over
 * approved plus declined (0 to 1, null before any decision); chargebacks are those received
 * today; the decline reasons and the trend cover the last 7 days, today included.
 */
export const dashboardSchema = z.object({
  today: z.object({
    count: z.number().int(),
    volume: z.array(money),
    approvalRate: z.number().min(0).max(1).nullable(),
    chargebacks: z.number().int(),
  }),
  topDeclineReasons: z.array(z.object({ code: z.string(), message: z.string(), count: z.number().int() })),
  trend: z.array(
    z.object({ day: z.string(), count: z.number().int(), approved: z.number().int(), declined: z.number().int(), volume: z.array(money) }),
  ),
  merchants: z.number().int(),
  generatedAt: z.string(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
export const dashboardQuerySchema = z.strictObject({ merchant: z.string().max(200).optional() })

export const versionSchema = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  engine: z.string(),
  startedAt: z.string(),
  /** Where the console asks to sign a merchant asset upload: the configured signer, else our own asset/sign. */
  assetSignerUrl: z.string(),
})
