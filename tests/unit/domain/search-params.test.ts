import { int, oneOf, searchOf, text, textUpTo } from '@domain/search-params'
import { describe, expect, it } from 'vitest'

describe('route search readers', () => {
  it('keeps text as text and takes numbers and booleans as their text, as the URL parser gives digits as numbers', () => {
    expect(text('520082')).toBe('520082')
    expect(text(520082)).toBe('520082')
    expect(text(false)).toBe('false')
    expect(text('')).toBe('')
    expect([null, undefined, {}, ['a'], Number.NaN].map(text)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(textUpTo(3)('abc')).toBe('abc')
    expect(textUpTo(3)('abcd')).toBeUndefined()
  })

  it('reads whole numbers from numbers or their text and drops the rest', () => {
    expect(int(1500)).toBe(1500)
    expect(int('1500')).toBe(1500)
    expect(int('-20')).toBe(-20)
    expect([12.5, '12.5', 'lots', '', ' ', true, null, Number.POSITIVE_INFINITY].map(int)).toEqual(Array(8).fill(undefined))
  })

  it('reads one of a list of values, matching a number given as text and the reverse', () => {
    const dialog = oneOf(['delete', 'addTag'])
    expect(dialog('delete')).toBe('delete')
    expect(dialog('Delete')).toBeUndefined()
    expect(dialog(7)).toBeUndefined()
    const hours = oneOf([1, 24, 168])
    expect(hours('168')).toBe(168)
    expect(hours(24)).toBe(24)
    expect(hours('5')).toBeUndefined()
    expect(oneOf(['520082'])(520082)).toBe('520082')
  })

  it('validates a search: declared params only, and a bad value of one fails the validation', () => {
    const validate = searchOf({ cardBin: text, minAmount: int, dialog: oneOf(['delete']) })
    const search = validate({ cardBin: 520082, other: 'x' })
    expect(search).toEqual({ cardBin: '520082' })
    expect(Object.keys(search)).toEqual(['cardBin'])
    expect(validate({})).toEqual({})
    expect(validate({ minAmount: '100', dialog: 'delete' })).toEqual({ minAmount: 100, dialog: 'delete' })
    expect(() => validate({ cardBin: 520082, minAmount: 'lots' })).toThrow(/minAmount/)
    expect(() => validate({ dialog: 'explode' })).toThrow(/dialog/)
    expect(() => searchOf({ roleSpace: textUpTo(100) })({ roleSpace: 'x'.repeat(150) })).toThrow(/roleSpace/)
  })
})
