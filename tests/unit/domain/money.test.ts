import { amountParam, minorAmount, nonNegativeAmount, positiveAmount } from '@domain/entities/common'
import { formatMinor, MAX_MINOR_UNITS, parseAmount } from '@domain/money'
import { parseSettlementAmount } from '@domain/settlement-formats'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

/** The first issue of a refused value, as the API's field error reads it. */
const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  expect(result.success, `${value} should be refused`).toBe(false)
  return result.error!.issues[0]!
}

describe('money in the domain: integer minor units within MAX_MINOR_UNITS either way', () => {
  it('is 10^15, well inside the integers a JSON number holds exactly (2^53)', () => {
    expect(MAX_MINOR_UNITS).toBe(1_000_000_000_000_000)
    expect(Number.isSafeInteger(MAX_MINOR_UNITS * 8)).toBe(true)
  })

  it('takes every integer up to the bound, and refuses one past it as too big, naming the bound, before anything else', () => {
    expect(positiveAmount.parse(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS)
    expect(minorAmount.parse(-MAX_MINOR_UNITS)).toBe(-MAX_MINOR_UNITS)
    for (const value of [MAX_MINOR_UNITS + 1, 2 ** 53 - 1, 2 ** 53 + 1, 1e300]) {
      for (const schema of [minorAmount, positiveAmount, nonNegativeAmount]) expect(firstIssue(schema, value)).toMatchObject({ code: 'too_big', maximum: MAX_MINOR_UNITS })
    }
    expect(firstIssue(minorAmount, -MAX_MINOR_UNITS - 1)).toMatchObject({ code: 'too_small', minimum: -MAX_MINOR_UNITS })
    expect(firstIssue(minorAmount, 10.5).code).toBe('invalid_type')
    expect(positiveAmount.safeParse(0).success).toBe(false)
    expect(nonNegativeAmount.parse(0)).toBe(0)
    expect(nonNegativeAmount.safeParse(-1).success).toBe(false)
  })

  it('reads an amount of a query string by the same rule', () => {
    expect(amountParam.parse(String(MAX_MINOR_UNITS))).toBe(MAX_MINOR_UNITS)
    expect(firstIssue(amountParam, String(2 ** 53 - 1))).toMatchObject({ code: 'too_big', maximum: MAX_MINOR_UNITS })
    expect(amountParam.safeParse('-1').success).toBe(false)
    expect(amountParam.safeParse('ten').success).toBe(false)
  })

  it('reads no settlement file amount past the bound, in minor or major units', () => {
    expect(parseSettlementAmount('1000000000000000', 'minor', 2)).toBe(MAX_MINOR_UNITS)
    expect(parseSettlementAmount('1000000000000001', 'minor', 2)).toBeNull()
    expect(parseSettlementAmount('9007199254740993', 'minor', 2)).toBeNull()
    expect(parseSettlementAmount('10000000000000.00', 'major', 2)).toBe(MAX_MINOR_UNITS)
    expect(parseSettlementAmount('10000000000000.01', 'major', 2)).toBeNull()
    expect(parseSettlementAmount('90071992547409.93', 'major', 2)).toBeNull()
  })
})

describe('an amount as a person types it, in its language', () => {
  const eur = (text: string, language: string) => parseAmount(text, 2, language, 'EUR')

  it('reads the grouping and decimal marks of each of the four languages', () => {
    expect(eur('1,250.50', 'en')).toBe(125_050)
    expect(eur('1 250,50', 'fr')).toBe(125_050)
    expect(eur('1\u202f250,50', 'fr')).toBe(125_050)
    expect(eur('1250,50', 'fr')).toBe(125_050)
    expect(eur('1.250,50', 'pt')).toBe(125_050)
    expect(eur('1250,50', 'pt')).toBe(125_050)
    expect(eur('1,250.50', 'ar')).toBe(125_050)
    expect(eur('١٬٢٥٠٫٥٠', 'ar')).toBe(125_050)
    expect(eur('12,345,678.9', 'en')).toBe(1_234_567_890)
  })

  it('reads the other mark as the decimal one only where the language does not group with it', () => {
    expect(eur('1250.50', 'fr')).toBe(125_050)
    expect(eur('1250.50', 'pt')).toBeNull()
    expect(eur('1250,50', 'en')).toBeNull()
    expect(eur('1.250', 'pt')).toBe(125_000)
  })

  it('takes the currency written around the amount, and spaces between groups', () => {
    expect(eur('€1,250.50', 'en')).toBe(125_050)
    expect(eur('1 250,50 €', 'fr')).toBe(125_050)
    expect(eur('EUR 10', 'en')).toBe(1000)
    expect(eur('10 eur', 'fr')).toBe(1000)
    expect(eur('1 250.50', 'en')).toBe(125_050)
  })

  it('gives a currency its own decimals', () => {
    expect(parseAmount('1,250', 0, 'en', 'JPY')).toBe(1250)
    expect(parseAmount('1.5', 0, 'en', 'JPY')).toBeNull()
    expect(parseAmount('1.234', 3, 'en', 'KWD')).toBe(1234)
  })

  it('refuses what is not an amount rather than guessing', () => {
    for (const [text, language] of [
      ['1,25', 'en'],
      ['12,34.5', 'en'],
      ['1.2.3', 'en'],
      ['12.345', 'en'],
      ['-5', 'en'],
      ['ten', 'en'],
      ['', 'en'],
      ['.', 'en'],
      ['1 25', 'fr'],
      ['1,2,3', 'fr'],
      ['USD 10', 'en'],
      ['99999999999999999', 'en'],
    ] as const) {
      expect(eur(text, language), `${text} in ${language}`).toBeNull()
    }
  })

  it('reads back every amount as the console writes it', () => {
    for (const language of ['en', 'fr', 'pt', 'ar']) {
      for (const amount of [0, 5, 125_050, 1_000_000_000_000_000]) {
        expect(parseAmount(formatMinor(amount, 'EUR', language), 2, language, 'EUR')).toBe(amount)
      }
    }
  })
})
