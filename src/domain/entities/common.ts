import { z } from 'zod'
import { cardNumberInText, containsCardNumber, noCardNumber } from '../card-number'
import { entityStatuses } from '../enums'
import { MAX_MINOR_UNITS } from '../money'
import { isTimeZone, timeZoneShape, unknownTimeZone } from '../time-zones'
import { namedRecordRef } from './named-record'
import { okAnswerSchema } from './user'

/** The spec's default form messages (SPEC section 5). */
export const messages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  format: 'Invalid format',
  minLength: (n: number) => `Enter at least ${n} characters`,
  maxLength: (n: number) => `Enter at most ${n} characters`,
  cardNumber: cardNumberInText,
} as const

/**
 * Text a person types into a write, trimmed. Like every text helper here it refuses a full card
 * number (DESIGN: no full card number is ever stored), so a new field gets the rule by default.
 * Text over its length is refused without the card number check, whose cost grows with the text.
 */
export function freeText(max = 1000) {
  return z.string().trim().max(max, { message: messages.maxLength(max), abort: true }).check(noCardNumber)
}

/** A required text field, trimmed, with the spec's messages; never a card number. */
export function requiredText(max = 200, min = 1) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .min(min, messages.minLength(min))
    .max(max, { message: messages.maxLength(max), abort: true })
    .check(noCardNumber)
}

/** An optional free-text field: absent or null means no value; never a card number. */
export function optionalText(max = 1000) {
  return freeText(max).nullable().optional()
}

/**
 * Values under names a person chose (properties, credential fields, settings). A name holding a
 * card number is refused on the map itself, so the error never repeats the number as a field.
 */
export function namedValues<V extends z.ZodType>(name: z.ZodString, value: V) {
  return z
    .record(name, value)
    .refine((map) => !Object.keys(map).some(containsCardNumber), messages.cardNumber)
}

export const emailField = z.email(messages.email).max(200, messages.maxLength(200))

/** A record key chosen by a person: merchant, group, space, role, collection names. */
export const nameKey = requiredText(100).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, messages.format)

export const currencyCode = z.string(messages.required).regex(/^[A-Z]{3}$/, messages.format)
export const countryCode = z.string(messages.required).regex(/^[A-Z]{2}$/, messages.format)

/** A zone a user picks for themselves, a merchant or a space, or a list asks for; a bad one is a field error. */
export const timeZoneField = z.string(messages.required).max(64, messages.format).regex(timeZoneShape, messages.format).refine(isTimeZone, unknownTimeZone)

/**
 * Money as the API takes and answers it, from a body (`z.number`) or a query string
 * (`z.coerce.number`): integer minor units within MAX_MINOR_UNITS either way, so exact in JSON.
 * The bound is checked before the integer rule, so a huge value is refused as too big rather
 * than as a number outside the safe integers.
 */
function minorUnits(number: z.ZodNumber): z.ZodNumber
function minorUnits(number: z.ZodCoercedNumber): z.ZodCoercedNumber
function minorUnits(number: z.ZodNumber | z.ZodCoercedNumber) {
  return number
    .max(MAX_MINOR_UNITS, `Enter at most ${MAX_MINOR_UNITS} minor units`)
    .min(-MAX_MINOR_UNITS, `Enter at least -${MAX_MINOR_UNITS} minor units`)
    .int(messages.format)
    .meta({ description: 'Integer minor units of the currency (1050 is 10.50 EUR), at most 10^15 either way, so exact in JSON' })
}

/** An amount in integer minor units of its currency; never a float, never beyond MAX_MINOR_UNITS. */
export const minorAmount = minorUnits(z.number(messages.required))
export const positiveAmount = minorAmount.positive(messages.format)
/** A limit or threshold: zero or more. */
export const nonNegativeAmount = minorAmount.min(0, messages.format)
/** An amount in a query string (`minAmount=1000`): zero or more. */
export const amountParam = minorUnits(z.coerce.number(messages.format)).min(0, messages.format)
export const moneySchema = z.object({ amount: minorAmount, currency: currencyCode })
export type Money = z.infer<typeof moneySchema>

/** Card data the platform keeps: the card hash (token), BIN and last 4. Never a card number. */
export const cardHash = z.string(messages.required).min(8, messages.format).max(128, messages.format).regex(/^[A-Za-z0-9_:=+/-]+$/, messages.format)
export const cardBinField = z.string(messages.required).regex(/^\d{6,8}$/, messages.format)
export const cardLast4 = z.string(messages.required).regex(/^\d{4}$/, messages.format)
/** The digits of a card a record keeps beside its hash, as the API answers them: null where unknown. */
export const cardDigits = { cardBin: z.string().nullable(), cardLast4Digits: z.string().nullable() }

/** ISO 8601 time as the API writes it. */
export const isoTime = z.string()
/** ISO 8601 time as the API reads it; invalid dates are refused. */
export const isoTimeInput = z.iso.datetime({ offset: true, error: messages.format })

/** A numeric record id in a path. */
export const numericId = z.coerce.number(messages.format).int(messages.format).positive(messages.format)
export const textId = z.string().min(1, messages.required).max(200, messages.maxLength(200))

export const spaceRef = namedRecordRef
export const merchantRef = namedRecordRef

/** A list filter naming a space, group, merchant or role by its key (`nameKey`): any text up to a key's length. */
export const keyFilter = z.string().max(100).optional()

/** The filters of a list of records placed in a space and a group (merchants, users): each by its key. */
export const placementFilters = { space: keyFilter, group: keyFilter }

/** A list's free-text search (`q`): the records whose text contains it. */
export const textSearch = z.string().max(100).optional()

/** Time window filters shared by the lists that have one. */
export const timeRangeFilters = {
  from: isoTimeInput.optional(),
  to: isoTimeInput.optional(),
}

/** A filter that takes one value or several (repeated or comma separated) in the query string. */
export function manyOf<T extends z.ZodType>(item: T) {
  return z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(50))
    .optional()
}

/** A record a merchant holds, named within it: a gateway or instrument config, a trust level, an API key. */
export const merchantsRecord = {
  id: z.number(),
  merchantAccount: z.string(),
  name: z.string(),
}

/** The same fields, each null where a record has no value for it. */
export function nullableFields<S extends Record<string, z.ZodType>>(shape: S) {
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field.nullable()])) as { [K in keyof S]: z.ZodNullable<S[K]> }
}

/** A record a space holds, by its id: a role, a trust policy, a settlement upload, a review case. */
export const spacesRecord = {
  id: z.number(),
  space: z.string(),
}

/** When a record was made and last changed. */
export const times = { created: isoTime, updated: isoTime }

/** Who made and last changed a record, and when. */
export const stamps = {
  ...times,
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
}

/** The state of a block (a fraud block, a blacklisted card): in force while ACTIVE and not expired. */
export const blockState = {
  status: z.enum(entityStatuses),
  /** ACTIVE and not expired: in force now. */
  active: z.boolean(),
  expiresAt: isoTime.nullable(),
  createdBy: z.string().nullable(),
  ...times,
}

export { okAnswerSchema }

type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] }

/**
 * The update (PUT) form of a create schema: every field optional, and no defaults, so a field
 * left out keeps its stored value instead of being reset.
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as WithoutDefaults<S>
  return z.object(shape).partial()
}
