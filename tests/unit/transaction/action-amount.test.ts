import { actionLimit, readActionAmount } from '@console/screens/transaction/action-amount'
import type { ActionSubject } from '@domain/transaction-actions'
import { describe, expect, it } from 'vitest'

const charged: ActionSubject = { status: 'CHARGED', direction: 'PAY_IN', amount: 10_000, capturedAmount: 10_000, refundedAmount: 2_500 }
const authorized: ActionSubject = { status: 'AUTHORIZED', direction: 'PAY_IN', amount: 10_000, capturedAmount: 0, refundedAmount: 0 }

describe('amount of a partial capture or refund, checked in the dialog', () => {
  it('a refund may take at most what remains; a capture at most what was authorised', () => {
    expect(actionLimit(charged, 'REFUND')).toBe(7_500)
    expect(actionLimit(authorized, 'CAPTURE')).toBe(10_000)
  })

  it('empty means the whole amount', () => {
    expect(readActionAmount('  ', 'EUR', 7_500, 'en')).toEqual({ amount: undefined, problem: null })
  })

  it('reads major units into minor units of the currency', () => {
    expect(readActionAmount('12.50', 'EUR', 7_500, 'en')).toEqual({ amount: 1_250, problem: null })
    expect(readActionAmount('75', 'EUR', 7_500, 'en')).toEqual({ amount: 7_500, problem: null })
    expect(readActionAmount('500', 'JPY', 1_000, 'en')).toEqual({ amount: 500, problem: null })
    expect(readActionAmount('1,250.50', 'EUR', 200_000, 'en')).toEqual({ amount: 125_050, problem: null })
    expect(readActionAmount('1 250,50', 'EUR', 200_000, 'fr')).toEqual({ amount: 125_050, problem: null })
  })

  it('refuses more than the limit, zero, and text that is not an amount', () => {
    expect(readActionAmount('75.01', 'EUR', 7_500, 'en')).toEqual({ amount: null, problem: 'tooMuch' })
    expect(readActionAmount('0', 'EUR', 7_500, 'en')).toEqual({ amount: null, problem: 'zero' })
    expect(readActionAmount('12.345', 'EUR', 7_500, 'en')).toEqual({ amount: null, problem: 'format' })
    expect(readActionAmount('ten', 'EUR', 7_500, 'en')).toEqual({ amount: null, problem: 'format' })
    expect(readActionAmount('-5', 'EUR', 7_500, 'en')).toEqual({ amount: null, problem: 'format' })
  })
})
