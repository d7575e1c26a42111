import { paymentLinkInputSchema } from '@domain/entities/paymentlink'
import { nextManualStatus, paymentLinkBodyOf, paymentLinkFormOf } from '@console/screens/paymentlink/paymentlink-form'
import { describe, expect, it } from 'vitest'

const offer = { currencies: ['BRL', 'USD'], locales: ['pt', 'en'] }

describe('payment link form', () => {
  it('starts in the merchant\'s first currency and the user\'s language when the merchant offers it', () => {
    expect(paymentLinkFormOf(offer, 'en')).toMatchObject({ currency: 'BRL', locale: 'en', sendEmail: false })
    expect(paymentLinkFormOf(offer, 'ar').locale).toBe('pt')
  })

  it('sends the amount in minor units and the expiry read in the user\'s time zone, in UTC', () => {
    const form = {
      ...paymentLinkFormOf(offer, 'pt'),
      reference: ' INV-2041 ',
      amount: '49.9',
      customerName: 'Ana Souza',
      customerEmail: 'ana@example.com',
      expiresAt: '2026-12-01T18:00',
      sendEmail: true,
    }
    const { body } = paymentLinkBodyOf('rio-moda', form, 'America/Sao_Paulo', 'en')
    expect(body).toEqual({
      merchantAccount: 'rio-moda',
      reference: 'INV-2041',
      description: '',
      amount: 4990,
      currency: 'BRL',
      locale: 'pt',
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      expiresAt: '2026-12-01T21:00:00Z',
      sendEmail: true,
    })
    expect(paymentLinkInputSchema.safeParse(body).success).toBe(true)
  })

  it('leaves out an empty customer and expiry', () => {
    const form = { ...paymentLinkFormOf(offer, 'en'), reference: 'A-1', amount: '10' }
    expect(paymentLinkBodyOf('rio-moda', form, 'UTC', 'en').body).toMatchObject({ amount: 1000, customer: { name: null, email: null }, expiresAt: null })
  })

  it('names the field of each problem: the amount, the email to send to', () => {
    const form = paymentLinkFormOf(offer, 'en')
    expect(paymentLinkBodyOf('rio-moda', { ...form, amount: 'abc' }, 'UTC', 'en').problems).toEqual([{ field: 'amount', problem: 'amountFormat' }])
    expect(paymentLinkBodyOf('rio-moda', { ...form, amount: '0.00' }, 'UTC', 'en').problems).toEqual([{ field: 'amount', problem: 'amountZero' }])
    expect(paymentLinkBodyOf('rio-moda', { ...form, amount: '5', sendEmail: true }, 'UTC', 'en').problems).toEqual([{ field: 'customer.email', problem: 'emailToSend' }])
  })

  it('lets an active link be disabled and a disabled one enabled, and nothing else', () => {
    expect(nextManualStatus('ACTIVE')).toBe('DISABLED')
    expect(nextManualStatus('DISABLED')).toBe('ACTIVE')
    expect(nextManualStatus('PAID')).toBeNull()
    expect(nextManualStatus('EXPIRED')).toBeNull()
  })
})
