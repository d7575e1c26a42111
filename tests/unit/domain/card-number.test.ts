import { cardNumberInText, containsCardNumber, luhnValid } from '@domain/card-number'
import { allCalls } from '@domain/calls'
import { cardNumberRefused, checkBlockedValue } from '@domain/entities/fraud'
import { savedSearchInputSchema } from '@domain/entities/savedsearch'
import { blocklistFields } from '@domain/enums'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

describe('containsCardNumber', () => {
  it('finds a Luhn-valid 13 to 19 digit card number, together, spaced or dashed, alone or inside text', () => {
    for (const text of [
      '4111111111111111',
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '4111 - 1111 - 1111 - 1111',
      'tok_4111111111111111',
      'PAN:5555555555554444.',
      'Customer read 4111 1111 1111 1111 on the phone',
      'On 2024-01-15 4111 1111 1111 1111 was used',
      'ref 123 4111111111111111',
      '4222222222222',
      '378282246310005',
      '3782 822463 10005',
      '6011 1111 1111 1117',
      '4111 1111 1111 1111 003'.replace(' 003', ''),
      '٤١١١١١١١١١١١١١١١',
      '４１１１１１１１１１１１１１１１',
    ]) {
      expect(containsCardNumber(text), text).toBe(true)
    }
  })

  it('leaves alone numbers that fail Luhn, card hashes, IBANs, phone numbers, dates and amounts', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    // The digits of this IBAN pass Luhn when read alone: a valid IBAN is a bank account.
    expect(containsCardNumber('6016 1331 9268 21')).toBe(true)
    for (const text of [
      '4111111111111112',
      '411111',
      '0b4f7a4e-2c1d-4e8a-9f3b-5a6c7d8e9f01',
      '3f9a1234567890123456b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8',
      'abc4111111111111111',
      'GB72 NWBK 6016 1331 9268 21',
      'IBAN GB72NWBK60161331926821, paid',
      'DE89 3704 0044 0532 0130 00',
      '+55 11 91234 5678',
      '+49 1511 2345678',
      '2024-01-15 2024-02-15',
      '1 000 000 000 000',
      'Order 12345, 3 items',
      '',
    ]) {
      expect(containsCardNumber(text), text).toBe(false)
    }
  })
})

describe('containsCardNumber on long text', () => {
  it('reads it in one pass: 130,000 characters of four-digit groups, or 400,000 of IBANs, in well under a second', () => {
    for (const text of ['4111 '.repeat(26_000), 'DE89370400440532013000 '.repeat(17_400)]) {
      const started = performance.now()
      expect(containsCardNumber(text)).toBe(false)
      expect(performance.now() - started, text.slice(0, 24)).toBeLessThan(1000)
    }
  })
})

describe('fields with a card number rule of their own', () => {
  it('a fraud block refuses a card number as the value of every field: a card hash field says to enter the hash', () => {
    for (const field of blocklistFields) {
      for (const value of ['4111 1111 1111 1111', 'tok_4111111111111111']) {
        const problem = checkBlockedValue(field, value)
        if (field === 'CREDIT_CARD_NUMBER') expect(problem, `${field} ${value}`).toBe(cardNumberRefused)
        else if (field === 'EMAIL' || field === 'IP_ADDRESS') expect(problem, `${field} ${value}`).not.toBeNull()
        else expect(problem, `${field} ${value}`).toBe(cardNumberInText)
      }
    }
    expect(checkBlockedValue('CUSTOMER_NAME', 'Jo Doe')).toBeNull()
  })

  it('a saved search refuses a card number in a filter of its URL, encoded or not', () => {
    for (const url of ['/transactions?q=4111111111111111', '/transactions?q=4111%201111%201111%201111', '/transactions?q=4111+1111+1111+1111']) {
      expect(savedSearchInputSchema.safeParse({ name: 'Cards', url }).error?.issues.map((i) => i.message), url).toEqual([cardNumberInText])
    }
    expect(savedSearchInputSchema.safeParse({ name: 'Visa', url: '/cardBins?scheme=VISA&bin=411111' }).success).toBe(true)
  })
})

/**
 * Every string of every write, found in the call table's schemas: a card number put into one,
 * with the rest of the body valid, is refused at that field. Free text (no format of its own)
 * must name the rule; a formatted field (a name, a code, an email) may refuse it by its format.
 */
type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  options?: z.ZodType[]
  entries?: Record<string, unknown>
  values?: unknown[]
  format?: string
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[]
  getter?: () => z.ZodType
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'])

/** The schema that reads the value: through wrappers, a pipe's input (a preprocess's output), a lazy getter. */
function inner(schema: z.ZodType): z.ZodType {
  const def = defOf(schema)
  if (wrappers.has(def.type)) return inner(def.innerType!)
  if (def.type === 'pipe') return inner(defOf(def.in!).type === 'transform' ? def.out! : def.in!)
  if (def.type === 'lazy') return inner(def.getter!())
  return schema
}

/** A step into a schema; a map's value sits under a name the map accepts. */
type Step = { key: string } | { item: true } | { recordValue: string } | { recordKey: true } | { option: number }

interface Leaf {
  steps: Step[]
  schema: z.ZodType
  /** A name of a map, rather than a value. */
  isKey: boolean
}

function leaves(schema: z.ZodType, steps: Step[] = []): Leaf[] {
  const s = inner(schema)
  const def = defOf(s)
  switch (def.type) {
    case 'string':
      return [{ steps, schema: s, isKey: steps.at(-1) !== undefined && 'recordKey' in steps.at(-1)! }]
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => leaves(field, [...steps, { key }]))
    case 'array':
      return leaves(def.element!, [...steps, { item: true }])
    case 'record':
      return [...leaves(def.keyType!, [...steps, { recordKey: true }]), ...leaves(def.valueType!, [...steps, { recordValue: String(example(def.keyType!)) }])]
    case 'union':
      return def.options!.flatMap((option, index) => leaves(option, [...steps, { option: index }]))
    default:
      return []
  }
}

const stringCandidates = ['Abcdefgh12345678', 'acme', 'EUR', 'FR', '1234', '411111', 'eu-west-1', '/transactions', 'person@example.com', 'https://example.com', '2030-01-01', '2030-01-01T00:00:00Z', '10.0.0.1', 'Europe/Berlin']
const firstValid = (schema: z.ZodType, candidates: readonly unknown[]) => candidates.find((c) => schema.safeParse(c).success) ?? candidates[0]

/** A valid value of a schema: every field, each with a value it accepts. */
function example(schema: z.ZodType): unknown {
  const s = inner(schema)
  const def = defOf(s)
  switch (def.type) {
    case 'string':
      return firstValid(s, stringCandidates)
    case 'number':
      return firstValid(s, [1, 0, 10, 100, 2030])
    case 'boolean':
      return false
    case 'enum':
      return Object.values(def.entries!)[0]
    case 'literal':
      return def.values![0]
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, example(field)]))
    case 'array': {
      const min = def.checks?.find((c) => c._zod.def.check === 'min_length')?._zod.def.minimum ?? 1
      return Array.from({ length: Math.max(min, 1) }, () => example(def.element!))
    }
    case 'record':
      return {}
    case 'union':
      return example(def.options![0]!)
    default:
      return 'x'
  }
}

/** A valid value of the schema with `value` put where the steps lead. */
function fill(schema: z.ZodType, steps: Step[], value: unknown): unknown {
  const [step, ...rest] = steps
  if (!step) return value
  const def = defOf(inner(schema))
  if ('key' in step) return { ...(example(schema) as object), [step.key]: fill(def.shape![step.key]!, rest, value) }
  if ('item' in step) return [fill(def.element!, rest, value)]
  if ('recordValue' in step) return { [step.recordValue]: fill(def.valueType!, rest, value) }
  if ('recordKey' in step) return { [String(value)]: example(def.valueType!) }
  return fill(def.options![step.option]!, rest, value)
}

/** The issue path a refusal of the leaf carries; a map's name is refused on the map. */
function issuePath(leaf: Leaf): string {
  const path: string[] = []
  for (const step of leaf.steps) {
    if ('key' in step) path.push(step.key)
    if ('item' in step) path.push('0')
    if ('recordValue' in step) path.push(step.recordValue)
  }
  return path.join('.')
}

function label(leaf: Leaf): string {
  return leaf.steps
    .map((step) => ('key' in step ? `.${step.key}` : 'item' in step ? '[]' : 'recordValue' in step ? '{value}' : 'recordKey' in step ? '{name}' : ''))
    .join('')
    .replace(/^\./, '')
}

/** A field with a format (regex, email, URL, date) rather than free text. */
const formatted = (schema: z.ZodType) => defOf(schema).format !== undefined || (defOf(schema).checks ?? []).some((c) => c._zod.def.check === 'string_format')

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  const flat = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): { path: string; message: string }[] =>
    issues.flatMap((issue) => {
      const path = [...prefix, ...issue.path]
      const here = { path: path.map(String).join('.'), message: issue.message }
      if (issue.code === 'invalid_union') return [here, ...issue.errors.flatMap((errors) => flat(errors, path))]
      return [here]
    })
  return flat(error.issues, [])
}

const samples = ['4111 1111 1111 1111', 'tok_4111111111111111', '4111-1111-1111-1111', '4111111111111111']
const ruleMessages = [cardNumberInText, cardNumberRefused]

/** The strings of writes that take a card-looking value on purpose, each with the reason. */
const exceptions: { reason: string; fields: string[] }[] = [
  {
    reason: 'a password is never stored or shown: only its argon2id hash is kept',
    fields: [
      'auth.login body password',
      'auth.resetPassword body password',
      'auth.changePassword body oldPassword',
      'auth.changePassword body newPassword',
      'auth.stepUp body password',
      'muser.create body password',
      'muser.setPassword body password',
    ],
  },
  {
    reason: 'a refresh token, reset or email confirmation code the server issued: looked up by its hash, never stored as sent',
    fields: ['auth.refreshToken body refreshToken', 'auth.logout body refreshToken', 'auth.resetPassword body code', 'auth.confirmEmail body code'],
  },
  {
    reason: 'a gateway secret is kept only as a hash and its last 4 characters, and may be a long number',
    fields: ['gatewaycredential.create body secrets{value}', 'gatewaycredential.update body secrets{value}'],
  },
  {
    reason: 'an address the upload made (a signed URL or a file key), not text a person types',
    fields: ['merchant.configure body configuration.paywall.logoUrl', 'merchant.configure body configuration.paywall.stylesheetUrl'],
  },
  {
    reason: 'each row is checked on its own by the fraud block schema and comes back INVALID, never a 400 for the batch (tests/api/cardnumber.test.ts)',
    fields: ['fraud.createBatch body blocks[]', 'fraud.createBatch body blocks[]{name}'],
  },
  {
    reason: 'sample values a template preview renders once and never stores',
    fields: ['emailtpl.preview body data{name}'],
  },
]
const excepted = new Set(exceptions.flatMap((e) => e.fields))

const writes = allCalls().filter(({ call }) => call.method !== 'GET')
const fields = writes.flatMap(({ id, call }) =>
  (['body', 'query'] as const).flatMap((part) =>
    leaves(call[part]).map((leaf) => ({ id, part, schema: call[part] as z.ZodType, leaf, name: `${id} ${part} ${label(leaf)}` })),
  ),
)

describe('every write refuses a card number in its text', () => {
  it('walks the writes of the call table and finds their strings', () => {
    expect(writes.length).toBeGreaterThan(100)
    expect(fields.filter((f) => !formatted(f.leaf.schema) && !excepted.has(f.name)).length).toBeGreaterThan(100)
    // An exception names a field that exists: a renamed or removed field leaves the list.
    expect([...excepted].filter((name) => !fields.some((f) => f.name === name))).toEqual([])
  })

  it('a valid body of every write is known, so each refusal below is the card number alone', () => {
    const invalid = writes.flatMap(({ id, call }) =>
      (['body', 'query'] as const).flatMap((part) => {
        const parsed = (call[part] as z.ZodType).safeParse(example(call[part]))
        return parsed.success ? [] : [`${id} ${part}: ${JSON.stringify(issuesOf(parsed.error))}`]
      }),
    )
    expect(invalid).toEqual([])
  })

  for (const { name, schema, leaf } of fields.filter((f) => !excepted.has(f.name))) {
    const free = !formatted(leaf.schema)
    it(`${name}: ${free ? 'free text, refused naming the rule' : 'formatted, refused'}`, () => {
      const path = issuePath(leaf)
      // A formatted field (a URL, an address) is held to its format: a bare card number is never one.
      // Inside text, within the field's length: longer text is refused for its length alone.
      const maximum = defOf(leaf.schema).checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ?? Number.POSITIVE_INFINITY
      const inText = `${String(example(leaf.schema))}_4111111111111111`.slice(-maximum)
      const values = free ? [...samples, inText] : samples
      for (const value of values) {
        const parsed = schema.safeParse(fill(schema, leaf.steps, value))
        expect(parsed.success, `${name} accepted ${value}`).toBe(false)
        const issues = issuesOf(parsed.error!)
        expect(
          issues.every((issue) => issue.path === path || issue.path.startsWith(`${path}.`) || path.startsWith(issue.path)),
          `${name} (${value}): ${JSON.stringify(issues)}`,
        ).toBe(true)
        const atField = issues.filter((issue) => issue.path === path)
        if (free || leaf.isKey) expect(atField.map((i) => i.message).filter((m) => ruleMessages.includes(m)), `${name} (${value})`).not.toEqual([])
        else expect(atField, `${name} (${value})`).not.toEqual([])
      }
    })
  }
})
