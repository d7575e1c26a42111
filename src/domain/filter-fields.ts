import { int, type SearchReader, text } from './search-params'

/*
 * A list's filter fields and the route search they give, apart from the filter language in
 * filters.ts: route files build their `validateSearch` from these at start-up, while the
 * parser, the formatter and the completions load with the list screens.
 */

/** One value among several, as `status:DECLINED,ERROR`; sent comma separated (`status=DECLINED,ERROR`). */
export interface EnumFilterField {
  kind: 'enum'
  param: string
  values: readonly string[]
  /** Several values allowed (`status:A,B` or `status:A status:B`). */
  multiple?: boolean
  /** The parameter a negated term (`-status:CHARGED`) fills, e.g. `statusNot`. */
  negateParam?: string
}

/** Formats a text filter may ask for; their words are in the locales, in every language. */
export type FilterFormat = 'bin' | 'binPrefix' | 'cardHash' | 'country' | 'currency' | 'last4'

/** Free text, optionally checked against a pattern (`bin:411111` must be 6 to 8 digits). */
export interface TextFilterField {
  kind: 'text'
  param: string
  pattern?: RegExp
  /** The format the pattern wants, told to a user whose value does not match (`workspace:filter.formats.<format>`). */
  format?: FilterFormat
  negateParam?: string
}

/**
 * An amount range typed in major units (`amount>100`) and sent in integer minor units
 * (`minAmount=10000`). `>` and `<` are inclusive bounds; `amount:12.50` is both.
 */
export interface NumberRangeFilterField {
  kind: 'numberRange'
  minParam: string
  maxParam: string
  /** Digits after the decimal point: 2 turns 100 into 10000 minor units; 0 for whole numbers. */
  digits?: number
}

/**
 * A time range typed as days (`created>2026-10-01`, `created<2026-10-31`, `created:2026-10-01`)
 * or full ISO times, sent as ISO times in UTC. `>` starts at the first instant of the day, `<`
 * ends at the last instant of the day, `:` covers the whole day.
 */
export interface DateRangeFilterField {
  kind: 'dateRange'
  fromParam: string
  toParam: string
}

export type FilterField = EnumFilterField | TextFilterField | NumberRangeFilterField | DateRangeFilterField
export type FilterFields = Readonly<Record<string, FilterField>>

/** Declares a list's fields, keyed by the name typed in the bar. */
export function defineFilterFields<const F extends Record<string, FilterField>>(fields: F): F {
  return fields
}

/** Every search param a list's fields can produce. */
export function filterParams(fields: FilterFields): string[] {
  return Object.values(fields).flatMap(paramsOf)
}

function paramsOf(field: FilterField): string[] {
  switch (field.kind) {
    case 'enum':
    case 'text':
      return field.negateParam ? [field.param, field.negateParam] : [field.param]
    case 'numberRange':
      return [field.minParam, field.maxParam]
    case 'dateRange':
      return [field.fromParam, field.toParam]
  }
}

/**
 * The route's search readers for a list: each filter param, plus `sort`; spread into
 * `searchOf`. A number where text is expected is read as its text; a value no reader can read
 * (a bad amount) fails the route's validation, which shows 'Page Not Found'.
 */
export function filterSearch(fields: FilterFields): Record<string, SearchReader<string | number>> {
  const readers: Record<string, SearchReader<string | number>> = { sort: text }
  for (const field of Object.values(fields)) {
    switch (field.kind) {
      case 'enum':
      case 'text':
        readers[field.param] = text
        if (field.negateParam) readers[field.negateParam] = text
        break
      case 'numberRange':
        readers[field.minParam] = int
        readers[field.maxParam] = int
        break
      case 'dateRange':
        readers[field.fromParam] = text
        readers[field.toParam] = text
        break
    }
  }
  return readers
}

/*
 * Fields many lists share, each under the name it is typed as in their bars. A list whose
 * parameter differs (`merchant=` of the user list, `bin=` of the BIN list) declares its own.
 */
export const spaceFilter = { kind: 'text', param: 'space' } as const satisfies FilterField
export const groupFilter = { kind: 'text', param: 'group' } as const satisfies FilterField
export const merchantFilter = { kind: 'text', param: 'merchantName' } as const satisfies FilterField
/** Free text (`q`): the records whose text contains it. */
export const textFilter = { kind: 'text', param: 'q' } as const satisfies FilterField
export const createdFilter = { kind: 'dateRange', fromParam: 'from', toParam: 'to' } as const satisfies FilterField
export const cardBinPrefixFilter = { kind: 'text', param: 'cardBin', pattern: /^\d{1,8}$/, format: 'binPrefix' } as const satisfies FilterField
export const cardLast4Filter = { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, format: 'last4' } as const satisfies FilterField
