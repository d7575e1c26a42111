import {
  defineFilterFields,
  filterCompletions,
  filterSearch,
  formatFilterQuery,
  fromMinorUnits,
  parseFilterQuery,
  rejectedTerms,
  replaceFilterSearch,
  toMinorUnits,
  tokenizeFilterQuery,
  withBadTerms,
} from '@domain/filters'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { searchOf } from '@domain/search-params'
import { describe, expect, it } from 'vitest'
import { filterIssueExample } from '../filter-issue-example'

const fields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: ['CHARGED', 'DECLINED', 'REFUNDED'], multiple: true, negateParam: 'statusNot' },
  currency: { kind: 'enum', param: 'currency', values: ['EUR', 'BRL'] },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{6,8}$/, format: 'bin' },
  email: { kind: 'text', param: 'email', negateParam: 'emailNot' },
  name: { kind: 'text', param: 'name' },
  amount: { kind: 'numberRange', minParam: 'minAmount', maxParam: 'maxAmount' },
  count: { kind: 'numberRange', minParam: 'minCount', maxParam: 'maxCount', digits: 0 },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' },
})

describe('filter language: parseFilterQuery', () => {
  it('reads the issue example into the list call params', () => {
    const { search, errors } = parseFilterQuery(filterIssueExample.query, fields)
    expect(errors).toEqual([])
    expect(search).toEqual(filterIssueExample.search)
  })

  it('takes several enum values, comma separated or repeated, without duplicates, and matches case', () => {
    expect(parseFilterQuery('status:declined,CHARGED status:refunded status:DECLINED', fields).search).toEqual({ status: 'DECLINED,CHARGED,REFUNDED' })
  })

  it('refuses a second value for a single-value enum', () => {
    const { search, errors } = parseFilterQuery('currency:EUR,BRL', fields)
    expect(search).toEqual({})
    expect(errors).toEqual([expect.objectContaining({ term: 'currency:EUR,BRL', code: 'single', field: 'currency' })])
  })

  it('names the allowed values for an unknown enum value', () => {
    const { errors } = parseFilterQuery('status:PAID', fields)
    expect(errors).toEqual([expect.objectContaining({ term: 'status:PAID', code: 'badValue', values: ['CHARGED', 'DECLINED', 'REFUNDED'] })])
    expect(errors[0]!.message).toContain('CHARGED, DECLINED, REFUNDED')
  })

  it('checks text against the field pattern with the field message', () => {
    const { search, errors } = parseFilterQuery('bin:41 email:x@y.z', fields)
    expect(search).toEqual({ email: 'x@y.z' })
    expect(errors).toEqual([expect.objectContaining({ term: 'bin:41', code: 'badValue', format: 'bin' })])
  })

  it('keeps spaces and escaped quotes inside a quoted value', () => {
    expect(parseFilterQuery('name:"Ana Maria" email:"a \\"b\\" c"', fields).search).toEqual({ name: 'Ana Maria', email: 'a "b" c' })
  })

  it('negates with a leading minus into the field negation param, and refuses it where there is none', () => {
    expect(parseFilterQuery('-email:spam@x.com', fields).search).toEqual({ emailNot: 'spam@x.com' })
    const { errors } = parseFilterQuery('-name:x -amount>5', fields)
    expect(errors.map((e) => [e.term, e.code])).toEqual([
      ['-name:x', 'notNegatable'],
      ['-amount>5', 'notNegatable'],
    ])
  })

  it('turns major units into minor units: > is the minimum, < the maximum, : both', () => {
    expect(parseFilterQuery('amount>100 amount<250.5', fields).search).toEqual({ minAmount: 10000, maxAmount: 25050 })
    expect(parseFilterQuery('amount:12.34', fields).search).toEqual({ minAmount: 1234, maxAmount: 1234 })
    expect(parseFilterQuery('amount>=7', fields).search).toEqual({ minAmount: 700 })
    expect(parseFilterQuery('count>3', fields).search).toEqual({ minCount: 3 })
  })

  it('refuses an amount that is not a plain number or has too many decimals', () => {
    const { errors } = parseFilterQuery('amount>abc amount<1.234 count>1.5', fields)
    expect(errors.map((e) => e.term)).toEqual(['amount>abc', 'amount<1.234', 'count>1.5'])
    expect(errors.every((e) => e.code === 'badValue')).toBe(true)
  })

  it('reads days as whole UTC days and full ISO times as given', () => {
    expect(parseFilterQuery('created<2026-10-31', fields).search).toEqual({ to: '2026-10-31T23:59:59.999Z' })
    expect(parseFilterQuery('created:2026-10-01', fields).search).toEqual({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-01T23:59:59.999Z' })
    expect(parseFilterQuery('created>2026-10-01T12:30:00+02:00', fields).search).toEqual({ from: '2026-10-01T10:30:00.000Z' })
  })

  it('refuses impossible dates', () => {
    const { errors } = parseFilterQuery('created>2026-02-30 created<yesterday', fields)
    expect(errors.map((e) => [e.term, e.code])).toEqual([
      ['created>2026-02-30', 'badValue'],
      ['created<yesterday', 'badValue'],
    ])
  })

  it('reports an unknown field, a term without operator, a wrong operator and an empty value, and still applies the good terms', () => {
    const { search, errors } = parseFilterQuery('colour:red 411111 status>CHARGED email: status:REFUNDED', fields)
    expect(search).toEqual({ status: 'REFUNDED' })
    expect(errors.map((e) => [e.term, e.code])).toEqual([
      ['colour:red', 'unknownField'],
      ['411111', 'syntax'],
      ['status>CHARGED', 'badOperator'],
      ['email:', 'badValue'],
    ])
  })

  it('matches field names without regard to case', () => {
    expect(parseFilterQuery('STATUS:charged Bin:411111', fields).search).toEqual({ status: 'CHARGED', cardBin: '411111' })
  })

  it('gives nothing for empty text', () => {
    expect(parseFilterQuery('   ', fields)).toEqual({ search: {}, errors: [] })
  })
})

describe('filter language: formatFilterQuery', () => {
  it('writes every kind of param back as terms', () => {
    const text = formatFilterQuery(
      { status: 'DECLINED,CHARGED', statusNot: 'REFUNDED', cardBin: '411111', name: 'Ana Maria', minAmount: 10000, maxAmount: 25050, from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z', sort: '-createdAt' },
      fields,
    )
    expect(text).toBe('status:DECLINED,CHARGED -status:REFUNDED bin:411111 name:"Ana Maria" amount>100 amount<250.5 created>2026-10-01 created<2026-10-31')
  })

  it('writes one day and one amount with a colon, and a time that is not a day edge in full', () => {
    expect(formatFilterQuery({ minAmount: 1234, maxAmount: 1234, from: '2026-10-01T00:00:00.000Z', to: '2026-10-01T23:59:59.999Z' }, fields)).toBe('amount:12.34 created:2026-10-01')
    expect(formatFilterQuery({ from: '2026-10-01T10:30:00Z' }, fields)).toBe('created>2026-10-01T10:30:00.000Z')
  })

  it('reads numbers the URL gave as text, and ignores empty and unknown params', () => {
    expect(formatFilterQuery({ minAmount: '500', status: '', other: 'x', cardBin: 411111 }, fields)).toBe('bin:411111 amount>5')
  })

  it('round-trips: parse then format then parse gives the same search', () => {
    const queries = [
      'status:DECLINED,REFUNDED -status:CHARGED',
      'bin:41111122 email:"a b@c.d" -email:x@y.z',
      'amount:0.5 count<7',
      'amount>1 amount<2 created>2026-01-01 created<2026-01-31',
      'created:2026-12-31 currency:BRL name:"quote \\" inside"',
    ]
    for (const query of queries) {
      const first = parseFilterQuery(query, fields)
      expect(first.errors, query).toEqual([])
      const text = formatFilterQuery(first.search, fields)
      expect(parseFilterQuery(text, fields).search, query).toEqual(first.search)
      expect(formatFilterQuery(parseFilterQuery(text, fields).search, fields)).toBe(text)
    }
  })
})

describe('filter language: helpers', () => {
  it('converts between major and minor units exactly', () => {
    expect(toMinorUnits('19.99', 2)).toBe(1999)
    expect(toMinorUnits('19,9', 2)).toBe(1990)
    expect(toMinorUnits('7', 0)).toBe(7)
    expect(toMinorUnits('1e3', 2)).toBeNull()
    expect(fromMinorUnits(1999, 2)).toBe('19.99')
    expect(fromMinorUnits(1900, 2)).toBe('19')
    expect(fromMinorUnits(5, 2)).toBe('0.05')
  })

  it('splits terms on spaces outside quotes, with their offsets', () => {
    expect(tokenizeFilterQuery(' a:1  b:"x y" ')).toEqual([
      { text: 'a:1', start: 1, end: 4 },
      { text: 'b:"x y"', start: 6, end: 13 },
    ])
  })

  it('replaces only the filter params of the fields in a search', () => {
    expect(replaceFilterSearch({ status: 'CHARGED', sort: 'bin', accountId: 'abc', from: 'x' }, fields, { email: 'a@b.c' })).toEqual({ sort: 'bin', accountId: 'abc', email: 'a@b.c' })
  })

  it('validates route search params: numbers from the URL become text, a bad amount fails the validation', () => {
    const validate = searchOf(filterSearch(fields))
    expect(validate({ cardBin: 411111, email: true, minAmount: '1500', sort: '-createdAt', status: 'CHARGED' })).toEqual({
      cardBin: '411111',
      email: 'true',
      minAmount: 1500,
      sort: '-createdAt',
      status: 'CHARGED',
    })
    expect(() => validate({ cardBin: 411111, maxAmount: 'lots' })).toThrow(/maxAmount/)
  })
})

describe('filter language: completion', () => {
  it('offers field names by prefix with their operator', () => {
    const { items, start, end } = filterCompletions('status:CHARGED cu', 17, fields)
    expect(items.map((item) => item.insert)).toEqual(['currency:'])
    expect([start, end]).toEqual([15, 17])
    expect(filterCompletions('am', 2, fields).items.map((item) => item.insert)).toEqual(['amount>'])
  })

  it('offers every field on an empty bar and only negatable fields after a minus', () => {
    expect(filterCompletions('', 0, fields).items).toHaveLength(Object.keys(fields).length)
    expect(filterCompletions('-', 1, fields).items.map((item) => item.insert)).toEqual(['-status:', '-email:'])
  })

  it('offers enum values after the colon, and the remaining ones after a comma', () => {
    expect(filterCompletions('status:d', 8, fields).items.map((item) => item.insert)).toEqual(['status:DECLINED'])
    expect(filterCompletions('status:DECLINED,', 16, fields).items.map((item) => item.label)).toEqual(['CHARGED', 'REFUNDED'])
    expect(filterCompletions('-status:', 8, fields).items.map((item) => item.insert)).toEqual(['-status:CHARGED', '-status:DECLINED', '-status:REFUNDED'])
  })

  it('names the declared field of each suggestion, whose help the bar shows', () => {
    expect(filterCompletions('STA', 3, fields).items.map((item) => item.field)).toEqual(['status'])
    expect(filterCompletions('Status:d', 8, fields).items.map((item) => [item.label, item.field])).toEqual([['DECLINED', 'status']])
  })

  it('offers nothing for the value of a text field', () => {
    expect(filterCompletions('email:a', 7, fields).items).toEqual([])
  })

  it('completes the card BIN list fields from the enums', () => {
    expect(filterCompletions('scheme:vi', 9, cardBinFilterFields).items.map((item) => item.label)).toEqual(['VISA'])
    expect(parseFilterQuery('scheme:VISA type:debit', cardBinFilterFields).search).toEqual({ scheme: 'VISA', cardType: 'DEBIT' })
  })
})

describe('filter language: a refused term is kept and marked', () => {
  it('keeps a term the parser refused in the bar after the good terms are applied', () => {
    const parsed = parseFilterQuery('status:DECLINED amount>abc', fields)
    expect(parsed.search).toEqual({ status: 'DECLINED' })
    expect(parsed.errors.map((error) => [error.term, error.code])).toEqual([['amount>abc', 'badValue']])
    const applied = formatFilterQuery(parsed.search, fields)
    expect(withBadTerms(applied, parsed.errors)).toBe('status:DECLINED amount>abc')
  })

  it('does not repeat a term already in the bar, and keeps a bad term alone', () => {
    expect(withBadTerms('status:DECLINED', [{ term: 'status:DECLINED', code: 'rejected', message: 'no' }])).toBe('status:DECLINED')
    expect(withBadTerms('', parseFilterQuery('colour:red', fields).errors)).toBe('colour:red')
  })

  it('marks the terms whose params a server 400 names, with its message', () => {
    const text = 'status:CHARGED -status:DECLINED bin:411111 amount>5 created<2026-01-31'
    expect(rejectedTerms(text, fields, [{ field: 'cardBin', message: 'Unknown BIN' }])).toEqual([
      { term: 'bin:411111', code: 'rejected', message: 'Unknown BIN', field: 'bin' },
    ])
    expect(rejectedTerms(text, fields, [{ field: 'statusNot', message: 'x' }]).map((error) => error.term)).toEqual(['-status:DECLINED'])
    expect(rejectedTerms(text, fields, [{ field: 'minAmount', message: 'x' }, { field: 'to', message: 'y' }]).map((error) => error.term)).toEqual(['amount>5', 'created<2026-01-31'])
    // An error on a param no term fills (the sort) marks nothing.
    expect(rejectedTerms(text, fields, [{ field: 'sort', message: 'x' }, { field: 'maxAmount', message: 'x' }])).toEqual([])
  })
})
