import { z } from 'zod'
import { noCardNumber } from '../card-number'
import { environments, type HiveValueType, hiveValueTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, messages, optionalText } from './common'

/**
 * One key of a platform component's settings store (the gateway hive or the midas hive) in one
 * environment: the same component and key may hold another value in Development than in Production.
 */
export const hiveSettingSchema = z.object({
  component: z.string(),
  key: z.string(),
  environment: z.enum(environments),
  type: z.enum(hiveValueTypes),
  value: z.string(),
  description: z.string().nullable(),
  created: isoTime,
  updated: isoTime,
  updatedBy: z.string().nullable(),
})
export type HiveSetting = z.infer<typeof hiveSettingSchema>

/** Why a value does not read as its type; `parser` is what JSON.parse said, with the position it stopped at. */
export type HiveValueProblem = { reason: 'number' } | { reason: 'boolean' } | { reason: 'json'; parser: string }

const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

/**
 * Reads a value as its type: a number in decimal notation (`8000`, `-0.25`, `1e3`), exactly
 * `true` or `false`, JSON as JSON.parse reads it; text is any text. Undefined when it reads.
 */
export function hiveValueProblem(type: HiveValueType, value: string): HiveValueProblem | undefined {
  switch (type) {
    case 'NUMBER':
      return DECIMAL.test(value) && Number.isFinite(Number(value)) ? undefined : { reason: 'number' }
    case 'BOOLEAN':
      return value === 'true' || value === 'false' ? undefined : { reason: 'boolean' }
    case 'JSON':
      try {
        JSON.parse(value)
        return undefined
      } catch (error) {
        return { reason: 'json', parser: error instanceof Error ? error.message : String(error) }
      }
    case 'TEXT':
      return undefined
  }
}

/** The API's words for a value that does not read as its type. */
export function hiveValueMessage(problem: HiveValueProblem): string {
  switch (problem.reason) {
    case 'number':
      return 'Not a number: write digits, with a point for decimals (8000, 0.25)'
    case 'boolean':
      return 'Write true or false'
    case 'json':
      return `Not valid JSON: ${problem.parser}`
  }
}

const hiveName = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(120, messages.maxLength(120))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, messages.format)
  .check(noCardNumber)

/** Creates the key in its environment or replaces its value; the value must read as its type. */
export const hiveSettingInputSchema = z
  .object({
    component: hiveName,
    key: hiveName,
    environment: z.enum(environments),
    type: z.enum(hiveValueTypes),
    /** Kept as typed, spaces included; never a card number. */
    value: z.string().max(10_000, messages.maxLength(10000)).check(noCardNumber),
    /** Left out, a saved setting keeps its description. */
    description: optionalText(500),
  })
  .superRefine((setting, ctx) => {
    const problem = hiveValueProblem(setting.type, setting.value)
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: hiveValueMessage(problem) })
  })

export const hiveListQuerySchema = listQuerySchema.extend({
  component: z.string().max(120).optional(),
  /** The exact key; `q` finds keys containing the text. */
  key: z.string().max(120).optional(),
  q: z.string().max(120).optional(),
  environment: z.enum(environments).optional(),
  type: z.enum(hiveValueTypes).optional(),
})

/** A key is named in one environment: a delete says which. */
export const hiveKeyQuerySchema = z.strictObject({ environment: z.enum(environments) })
