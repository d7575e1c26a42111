import { z } from 'zod'
import { listQuerySchema } from '../pagination'
import { noCardNumber } from '../card-number'
import { isoTime, messages, optionalText } from './common'

/** One key of a platform component's settings store (the gateway hive or the midas hive). */
export const hiveSettingSchema = z.object({
  component: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updated: isoTime,
  updatedBy: z.string().nullable(),
})
export type HiveSetting = z.infer<typeof hiveSettingSchema>

const hiveName = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(120, messages.maxLength(120))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, messages.format)
  .check(noCardNumber)

/** Creates the key or replaces its value. */
export const hiveSettingInputSchema = z.object({
  component: hiveName,
  key: hiveName,
  /** Kept as typed, spaces included; never a card number. */
  value: z.string().max(10_000, messages.maxLength(10000)).check(noCardNumber),
  description: optionalText(500),
})

export const hiveListQuerySchema = listQuerySchema.extend({
  component: z.string().max(120).optional(),
  q: z.string().max(120).optional(),
})
