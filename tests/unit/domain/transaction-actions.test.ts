import { transactionStatuses, type TransactionStatus } from '@domain/enums'
import { type ActionSubject, allowedActions, applyAction, transactionActions } from '@domain/transaction-actions'
import { describe, expect, it } from 'vitest'

const payment = (status: TransactionStatus, over: Partial<ActionSubject> = {}): ActionSubject => ({
  status,
  direction: 'PAY_IN',
  amount: 10_000,
  capturedAmount: ['CHARGED', 'REFUNDED', 'CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED', 'REFUND_PENDING'].includes(status) ? 10_000 : 0,
  refundedAmount: status === 'REFUNDED' ? 10_000 : 0,
  ...over,
})

/** Every status and the actions it allows, for a pay-in with its whole amount captured. */
const allowed: Record<TransactionStatus, string[]> = {
  AUTHORIZED: ['CAPTURE', 'VOID'],
  AUTHORIZE_PENDING: ['VOID'],
  CHARGE_PENDING: ['VOID'],
  CREATED: ['VOID'],
  CHARGED: ['REFUND', 'CHARGEBACK'],
  CHARGEBACK_PENDING: ['CHARGEBACK', 'CHARGEBACK_REVERSAL'],
  CHARGED_BACK: ['CHARGEBACK_REVERSAL'],
  CHARGEBACK_REVERSED: ['REFUND'],
  REFUNDED: [],
  VALIDATED: [],
  AUTH_REVERSED: [],
  CANCELLED: [],
  DECLINED: [],
  ERROR: [],
  REFUND_PENDING: [],
  CREDIT_PENDING: [],
  CREDITED: [],
  EXPIRED: [],
  VERIFY_PENDING: [],
  VERIFIED: [],
}

describe('allowedActions', () => {
  for (const status of transactionStatuses) {
    it(`a ${status} pay-in allows ${allowed[status].join(', ') || 'nothing'}`, () => {
      expect(allowedActions(payment(status))).toEqual(allowed[status])
    })
  }

  it('a payout allows nothing, whatever its status', () => {
    for (const status of transactionStatuses) expect(allowedActions(payment(status, { direction: 'PAY_OUT' }))).toEqual([])
  })

  it('a CHARGED payment refunded in full by parts allows no refund nor chargeback', () => {
    expect(allowedActions(payment('CHARGED', { refundedAmount: 10_000 }))).toEqual([])
  })
})

describe('applyAction', () => {
  it('refuses every action a status does not allow, with a message naming the status', () => {
    for (const status of transactionStatuses) {
      for (const action of transactionActions.filter((a) => !allowed[status].includes(a))) {
        const outcome = applyAction(payment(status), action)
        expect(outcome, `${action} on ${status}`).toHaveProperty('refused')
        expect((outcome as { refused: string }).refused).toContain(status)
      }
    }
  })

  it('CAPTURE of an AUTHORIZED payment charges the whole amount, or part of it', () => {
    expect(applyAction(payment('AUTHORIZED'), 'CAPTURE')).toEqual({ status: 'CHARGED', capturedAmount: 10_000, refundedAmount: 0, activityType: 'CHARGE', activityAmount: 10_000 })
    expect(applyAction(payment('AUTHORIZED'), 'CAPTURE', 4_000)).toMatchObject({ status: 'CHARGED', capturedAmount: 4_000 })
  })

  it('CAPTURE of more than was authorised is refused', () => {
    expect(applyAction(payment('AUTHORIZED'), 'CAPTURE', 10_001)).toEqual({ refused: 'Cannot capture 10001: only 10000 was authorised' })
  })

  it('CAPTURE of a DECLINED payment is refused', () => {
    expect(applyAction(payment('DECLINED'), 'CAPTURE')).toEqual({ refused: 'Cannot capture a DECLINED transaction: only an AUTHORIZED transaction can be captured' })
  })

  it('VOID releases an authorisation (AUTH_REVERSED) and cancels a pending payment (CANCELLED)', () => {
    expect(applyAction(payment('AUTHORIZED'), 'VOID')).toMatchObject({ status: 'AUTH_REVERSED', activityType: 'AUTH_REVERSAL' })
    for (const status of ['AUTHORIZE_PENDING', 'CHARGE_PENDING', 'CREATED'] as const) {
      expect(applyAction(payment(status), 'VOID')).toMatchObject({ status: 'CANCELLED', activityType: 'CANCEL' })
    }
  })

  it('REFUND in parts keeps CHARGED until nothing remains, then REFUNDED', () => {
    const first = applyAction(payment('CHARGED'), 'REFUND', 3_000)
    expect(first).toEqual({ status: 'CHARGED', capturedAmount: 10_000, refundedAmount: 3_000, activityType: 'REFUND', activityAmount: 3_000 })
    const rest = applyAction(payment('CHARGED', { refundedAmount: 3_000 }), 'REFUND')
    expect(rest).toEqual({ status: 'REFUNDED', capturedAmount: 10_000, refundedAmount: 10_000, activityType: 'REFUND', activityAmount: 7_000 })
  })

  it('REFUND of more than remains is refused', () => {
    expect(applyAction(payment('CHARGED', { refundedAmount: 3_000 }), 'REFUND', 7_001)).toEqual({ refused: 'Cannot refund 7001: only 7000 remains to refund' })
  })

  it('REFUND after a reversed chargeback is allowed', () => {
    expect(applyAction(payment('CHARGEBACK_REVERSED'), 'REFUND')).toMatchObject({ status: 'REFUNDED', activityAmount: 10_000 })
  })

  it('CHARGEBACK takes what remains; its reversal brings the payment back', () => {
    expect(applyAction(payment('CHARGED', { refundedAmount: 2_500 }), 'CHARGEBACK')).toEqual({
      status: 'CHARGED_BACK',
      capturedAmount: 10_000,
      refundedAmount: 2_500,
      activityType: 'CHARGEBACK',
      activityAmount: 7_500,
    })
    expect(applyAction(payment('CHARGEBACK_PENDING'), 'CHARGEBACK')).toMatchObject({ status: 'CHARGED_BACK' })
    expect(applyAction(payment('CHARGED_BACK'), 'CHARGEBACK_REVERSAL')).toMatchObject({ status: 'CHARGEBACK_REVERSED', activityType: 'CHARGEBACK_REVERSED' })
    expect(applyAction(payment('CHARGEBACK_PENDING'), 'CHARGEBACK_REVERSAL')).toMatchObject({ status: 'CHARGEBACK_REVERSED' })
  })

  it('an amount is refused for a void, a chargeback or a reversal, and must be a positive whole number', () => {
    expect(applyAction(payment('AUTHORIZED'), 'VOID', 100)).toHaveProperty('refused')
    expect(applyAction(payment('CHARGED'), 'CHARGEBACK', 100)).toHaveProperty('refused')
    expect(applyAction(payment('CHARGED_BACK'), 'CHARGEBACK_REVERSAL', 100)).toHaveProperty('refused')
    expect(applyAction(payment('CHARGED'), 'REFUND', 0)).toHaveProperty('refused')
    expect(applyAction(payment('CHARGED'), 'REFUND', 1.5)).toHaveProperty('refused')
  })

  it('refuses actions on a payout', () => {
    expect(applyAction(payment('CREDITED', { direction: 'PAY_OUT', capturedAmount: 10_000 }), 'REFUND')).toEqual({
      refused: 'Cannot refund a payout: operator actions apply to payments (PAY_IN)',
    })
  })
})
