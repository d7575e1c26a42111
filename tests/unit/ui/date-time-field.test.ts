import { describe, expect, it } from 'vitest'
import { languagePrefers24Hours, localValueOf, partsOf, stepsOf5 } from '../../../src/console/ui/DateTimeField'

describe('the date-time field', () => {
  it('keeps a 12-hour clock unless the language writes 24 hours', () => {
    expect(languagePrefers24Hours('en')).toBe(false)
    expect(languagePrefers24Hours('fr')).toBe(true)
    expect(languagePrefers24Hours('pt')).toBe(true)
    expect(languagePrefers24Hours('no-such-language-tag-at-all!')).toBe(false)
  })
  it('offers minutes and seconds in steps of 5, and a stored value off them as it is', () => {
    expect(stepsOf5(30)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    expect(stepsOf5(32)).toEqual([0, 5, 10, 15, 20, 25, 30, 32, 35, 40, 45, 50, 55])
  })
  it('reads a local value with or without seconds and writes it with them', () => {
    expect(partsOf('2026-11-21T22:30')).toEqual({ date: '2026-11-21', hour: 22, minute: 30, second: 0 })
    expect(partsOf('2026-11-21T07:05:45')).toEqual({ date: '2026-11-21', hour: 7, minute: 5, second: 45 })
    expect(partsOf('')).toBeNull()
    expect(localValueOf({ date: '2026-11-21', hour: 7, minute: 5, second: 0 })).toBe('2026-11-21T07:05:00')
  })
})
