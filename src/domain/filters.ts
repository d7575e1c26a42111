import { type FilterField, type FilterFields, type FilterFormat, filterParams } from './filter-fields'

export {
  type DateRangeFilterField,
  defineFilterFields,
  type EnumFilterField,
  type FilterField,
  type FilterFields,
  filterParams,
  filterSearch,
  type NumberRangeFilterField,
  type TextFilterField,
} from './filter-fields'

/**
 * The filter language of list screens: space-separated terms `field:value`, `field>value`,
 * `field<value`, `-field:value` (negation) and quoted values `email:"a b"`. Each field maps to
 * query parameters of the list call; the route's search params hold those parameters, so the
 * URL stays the source of truth and the text in the filter bar is derived from it.
 */

/** The list's filter values as the route's search params hold them. */
export type FilterSearch = Record<string, string | number | undefined>

/** `rejected`: the term parsed, but the server refused its value (a 400 naming its param). */
export type FilterErrorCode = 'syntax' | 'unknownField' | 'badValue' | 'notNegatable' | 'badOperator' | 'single' | 'rejected'

export interface FilterError {
  /** The term as typed. */
  term: string
  code: FilterErrorCode
  /** English text; the console translates by `code` with `field` and `values`. */
  message: string
  field?: string
  values?: readonly string[]
  /** The format a text filter wants, when its value did not match it. */
  format?: FilterFormat
}

export interface FilterParseResult {
  search: FilterSearch
  errors: FilterError[]
}

type Operator = ':' | '>' | '<'

export interface FilterTerm {
  text: string
  negated: boolean
  field: string
  operator: Operator
  value: string
  /** Offsets of the term in the query text. */
  start: number
  end: number
}

/** Splits query text into terms; spaces inside double quotes belong to the value. */
export function tokenizeFilterQuery(text: string): { text: string; start: number; end: number }[] {
  const tokens: { text: string; start: number; end: number }[] = []
  let index = 0
  while (index < text.length) {
    while (index < text.length && /\s/.test(text[index]!)) index++
    if (index >= text.length) break
    const start = index
    let quoted = false
    while (index < text.length && (quoted || !/\s/.test(text[index]!))) {
      // Inside quotes, \" is a quote of the value, not the end of it.
      if (quoted && text[index] === '\\' && text[index + 1] === '"') index++
      else if (text[index] === '"') quoted = !quoted
      index++
    }
    tokens.push({ text: text.slice(start, index), start, end: index })
  }
  return tokens
}

/** Reads one term: `-field:value`, `field>value`, `field:"quoted value"`; null when it has no operator. */
export function readFilterTerm(token: { text: string; start: number; end: number }): FilterTerm | null {
  const match = /^(-?)([A-Za-z][\w.]*)(>=|<=|:|>|<)(.*)$/s.exec(token.text)
  if (!match) return null
  const [, minus, field, rawOperator, rawValue] = match
  const operator = rawOperator!.charAt(0) as Operator
  return { text: token.text, negated: minus === '-', field: field!, operator, value: unquote(rawValue!), start: token.start, end: token.end }
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\"/g, '"')
  return value.replaceAll('"', '')
}

/** A value written back into the bar: quoted when it has a space or a quote. */
export function quoteFilterValue(value: string): string {
  return /[\s"]/.test(value) || value === '' ? `"${value.replace(/"/g, '\\"')}"` : value
}

function findField(fields: FilterFields, name: string): [string, FilterField] | undefined {
  const wanted = name.toLowerCase()
  return Object.entries(fields).find(([key]) => key.toLowerCase() === wanted)
}

/** Major units typed (`12.50`) to integer minor units (1250); null when not a plain number. */
export function toMinorUnits(value: string, digits: number): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(value.trim())
  if (!match) return null
  const [, whole, fraction = ''] = match
  if (fraction.length > digits) return null
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** Integer minor units (1250) to the major units typed in the bar (`12.5`). */
export function fromMinorUnits(amount: number, digits: number): string {
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  const whole = Math.floor(abs / 10 ** digits)
  const fraction = digits ? String(abs % 10 ** digits).padStart(digits, '0').replace(/0+$/, '') : ''
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** A typed day or ISO time as the instant a bound starts or ends at; null when it is not a date. */
function dateBound(value: string, edge: 'start' | 'end'): string | null {
  if (dayPattern.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`)
    if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== value) return null
    return new Date(edge === 'start' ? start : start + DAY_MS - 1).toISOString()
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

function splitValues(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

function error(term: FilterTerm | string, code: FilterErrorCode, message: string, extra: Partial<FilterError> = {}): FilterError {
  return { term: typeof term === 'string' ? term : term.text, code, message, ...extra }
}

/**
 * Reads the filter bar's text into search params. A bad term gives an error for that term and
 * changes nothing; the other terms still apply.
 */
export function parseFilterQuery(text: string, fields: FilterFields): FilterParseResult {
  const search: FilterSearch = {}
  const errors: FilterError[] = []
  for (const token of tokenizeFilterQuery(text)) {
    const term = readFilterTerm(token)
    if (!term) {
      errors.push(error(token.text, 'syntax', `Write field:value, e.g. ${Object.keys(fields)[0] ?? 'field'}:value`))
      continue
    }
    const found = findField(fields, term.field)
    if (!found) {
      errors.push(error(term, 'unknownField', `Unknown field ${term.field}; use one of: ${Object.keys(fields).join(', ')}`, { field: term.field, values: Object.keys(fields) }))
      continue
    }
    const [name, field] = found
    const problem = applyTerm(search, name, field, term)
    if (problem) errors.push(problem)
  }
  return { search, errors }
}

function applyTerm(search: FilterSearch, name: string, field: FilterField, term: FilterTerm): FilterError | null {
  if (term.value === '') return error(term, 'badValue', `Give ${name} a value`, { field: name })
  switch (field.kind) {
    case 'enum':
    case 'text': {
      if (term.operator !== ':') return error(term, 'badOperator', `Use ${name}:value`, { field: name })
      if (term.negated && !field.negateParam) return error(term, 'notNegatable', `${name} cannot be negated`, { field: name })
      const param = term.negated ? field.negateParam! : field.param
      if (field.kind === 'text') {
        if (field.pattern && !field.pattern.test(term.value)) {
          return error(term, 'badValue', `Invalid ${name}: ${term.value}`, { field: name, format: field.format })
        }
        search[param] = term.value
        return null
      }
      const wanted = splitValues(term.value)
      const values: string[] = []
      for (const value of wanted) {
        const known = field.values.find((entry) => entry.toLowerCase() === value.toLowerCase())
        if (!known) return error(term, 'badValue', `Invalid ${name}: ${value}; use one of: ${field.values.join(', ')}`, { field: name, values: field.values })
        values.push(known)
      }
      const previous = typeof search[param] === 'string' ? splitValues(search[param] as string) : []
      const all = [...new Set([...previous, ...values])]
      if (!field.multiple && all.length > 1) return error(term, 'single', `${name} takes one value`, { field: name })
      search[param] = all.join(',')
      return null
    }
    case 'numberRange': {
      if (term.negated) return error(term, 'notNegatable', `${name} cannot be negated`, { field: name })
      const amount = toMinorUnits(term.value, field.digits ?? 2)
      if (amount === null) return error(term, 'badValue', `Invalid ${name}: ${term.value}; write a number such as 100 or 12.50`, { field: name })
      if (term.operator !== '<') search[field.minParam] = amount
      if (term.operator !== '>') search[field.maxParam] = amount
      return null
    }
    case 'dateRange': {
      if (term.negated) return error(term, 'notNegatable', `${name} cannot be negated`, { field: name })
      const from = dateBound(term.value, 'start')
      const to = dateBound(term.value, 'end')
      if (!from || !to) return error(term, 'badValue', `Invalid ${name}: ${term.value}; write a date such as 2026-10-01`, { field: name })
      if (term.operator !== '<') search[field.fromParam] = from
      if (term.operator !== '>') search[field.toParam] = to
      return null
    }
  }
}

/** An instant as typed in the bar: a day when it is a day's first (or last) instant, else the ISO time. */
function dayOf(value: string, edge: 'start' | 'end'): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const iso = new Date(time).toISOString()
  const day = iso.slice(0, 10)
  const bound = dateBound(day, edge)
  return bound === iso ? day : iso
}

function present(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))
}

/**
 * The bar's text after an apply: the filter as applied, then each bad term as the user typed
 * it, so a refused term is never silently dropped from the bar.
 */
export function withBadTerms(applied: string, errors: readonly FilterError[]): string {
  const present = new Set(tokenizeFilterQuery(applied).map((token) => token.text))
  const bad = [...new Set(errors.map((entry) => entry.term))].filter((term) => term && !present.has(term))
  return [applied, ...bad].filter(Boolean).join(' ')
}

/** The params one term fills: `-status:X` fills `statusNot`, `amount>1` the minimum only. */
function termParams(field: FilterField, term: FilterTerm): string[] {
  switch (field.kind) {
    case 'enum':
    case 'text':
      return [term.negated && field.negateParam ? field.negateParam : field.param]
    case 'numberRange':
      return term.operator === '>' ? [field.minParam] : term.operator === '<' ? [field.maxParam] : [field.minParam, field.maxParam]
    case 'dateRange':
      return term.operator === '>' ? [field.fromParam] : term.operator === '<' ? [field.toParam] : [field.fromParam, field.toParam]
  }
}

/**
 * The terms of the bar's text that a server's field errors name (a 400 on `cardBin` marks
 * `bin:…`), each with the server's message. Errors on params no term fills are left out.
 */
export function rejectedTerms(text: string, fields: FilterFields, fieldErrors: readonly { field: string; message: string }[]): FilterError[] {
  const marked: FilterError[] = []
  for (const token of tokenizeFilterQuery(text)) {
    const term = readFilterTerm(token)
    const found = term && findField(fields, term.field)
    if (!term || !found) continue
    const params = termParams(found[1], term)
    const refusal = fieldErrors.find((entry) => params.includes(entry.field))
    if (refusal) marked.push(error(term, 'rejected', refusal.message, { field: found[0] }))
  }
  return marked
}

/** Writes search params back as filter text: the inverse of parseFilterQuery for its own output. */
export function formatFilterQuery(search: Readonly<Record<string, unknown>>, fields: FilterFields): string {
  const terms: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    switch (field.kind) {
      case 'enum':
      case 'text': {
        const value = search[field.param]
        if (present(value)) terms.push(`${name}:${quoteFilterValue(String(value))}`)
        const negated = field.negateParam ? search[field.negateParam] : undefined
        if (present(negated)) terms.push(`-${name}:${quoteFilterValue(String(negated))}`)
        break
      }
      case 'numberRange': {
        const digits = field.digits ?? 2
        const min = Number(search[field.minParam])
        const max = Number(search[field.maxParam])
        const hasMin = present(search[field.minParam]) && Number.isFinite(min)
        const hasMax = present(search[field.maxParam]) && Number.isFinite(max)
        if (hasMin && hasMax && min === max) terms.push(`${name}:${fromMinorUnits(min, digits)}`)
        else {
          if (hasMin) terms.push(`${name}>${fromMinorUnits(min, digits)}`)
          if (hasMax) terms.push(`${name}<${fromMinorUnits(max, digits)}`)
        }
        break
      }
      case 'dateRange': {
        const from = search[field.fromParam]
        const to = search[field.toParam]
        const fromText = present(from) ? dayOf(String(from), 'start') : undefined
        const toText = present(to) ? dayOf(String(to), 'end') : undefined
        if (fromText && fromText === toText && dayPattern.test(fromText)) terms.push(`${name}:${fromText}`)
        else {
          if (fromText) terms.push(`${name}>${fromText}`)
          if (toText) terms.push(`${name}<${toText}`)
        }
        break
      }
    }
  }
  return terms.join(' ')
}

/** The search with every filter param of these fields removed, then `next` merged in. */
export function replaceFilterSearch<S extends Record<string, unknown>>(search: S, fields: FilterFields, next: FilterSearch): S {
  const owned = new Set(filterParams(fields))
  const kept = Object.fromEntries(Object.entries(search).filter(([key]) => !owned.has(key)))
  return { ...kept, ...next } as S
}

/** What the bar can complete at the caret: field names, then values of an enum field. */
export interface FilterCompletion {
  /** The text that replaces the token under the caret. */
  insert: string
  label: string
  kind: 'field' | 'value'
  /** The field named or completed, whose help the bar shows beside the suggestion. */
  field: string
}

/**
 * Completions for the token under the caret: field names (with their operator) while the
 * field is typed, enum values after `field:`, the values after the last comma when several.
 */
export function filterCompletions(text: string, caret: number, fields: FilterFields): { start: number; end: number; items: FilterCompletion[] } {
  const token = tokenizeFilterQuery(text).find((entry) => entry.start <= caret && caret <= entry.end) ?? { text: '', start: caret, end: caret }
  const typed = token.text.slice(0, caret - token.start)
  const negated = typed.startsWith('-')
  const body = negated ? typed.slice(1) : typed
  const operatorAt = body.search(/[:<>]/)
  if (operatorAt === -1) {
    const prefix = body.toLowerCase()
    const items = Object.entries(fields)
      .filter(([name, field]) => name.toLowerCase().startsWith(prefix) && (!negated || ('negateParam' in field && field.negateParam)))
      .map(([name, field]): FilterCompletion => {
        const operator = field.kind === 'numberRange' || field.kind === 'dateRange' ? '>' : ':'
        return { insert: `${negated ? '-' : ''}${name}${operator}`, label: name, kind: 'field', field: name }
      })
    return { start: token.start, end: token.end, items }
  }
  const found = findField(fields, body.slice(0, operatorAt))
  const field = found?.[1]
  if (!found || field?.kind !== 'enum') return { start: token.start, end: token.end, items: [] }
  const name = found[0]
  const head = typed.slice(0, (negated ? 1 : 0) + operatorAt + 1)
  const valueText = body.slice(operatorAt + 1)
  const lastComma = field.multiple ? valueText.lastIndexOf(',') : -1
  const chosen = lastComma >= 0 ? valueText.slice(0, lastComma + 1) : ''
  const partial = valueText.slice(lastComma + 1).toLowerCase()
  const taken = new Set(splitValues(chosen).map((value) => value.toUpperCase()))
  const items = field.values
    .filter((value) => value.toLowerCase().startsWith(partial) && !taken.has(value.toUpperCase()))
    .map((value): FilterCompletion => ({ insert: `${head}${chosen}${value}`, label: value, kind: 'value', field: name }))
  return { start: token.start, end: token.end, items }
}
