import type { BodyOf } from '@domain/call'
import type { paymentlinkCalls } from '@domain/calls/paymentlink'
import type { PaymentLinkStatus } from '@domain/entities/paymentlink'
import type { Locale } from '@domain/enums'
import { isoOfLocalInput } from '../../lib/dates'
import { minorAmountOf } from '../../lib/money'
import { orNull } from '../../ui/record-editor'

export interface PaymentLinkForm {
  reference: string
  description: string
  /** Major units as typed, the user's way (`49.90`, `49,90`). */
  amount: string
  currency: string
  locale: string
  customerName: string
  customerEmail: string
  /** A local date and time (`2026-12-01T18:00`) in the user's time zone; empty: the link does not expire. */
  expiresAt: string
  sendEmail: boolean
}

export type PaymentLinkBody = BodyOf<typeof paymentlinkCalls.create>

export type PaymentLinkProblem = { field: 'amount'; problem: 'amountFormat' | 'amountZero' } | { field: 'customer.email'; problem: 'emailToSend' }

/** A new link's form: the merchant's first currency and the user's language when the merchant offers it. */
export function paymentLinkFormOf(offer: { currencies: readonly string[]; locales: readonly string[] }, language: string): PaymentLinkForm {
  return {
    reference: '',
    description: '',
    amount: '',
    currency: offer.currencies[0] ?? '',
    locale: offer.locales.includes(language) ? language : (offer.locales[0] ?? 'en'),
    customerName: '',
    customerEmail: '',
    expiresAt: '',
    sendEmail: false,
  }
}

/**
 * The create call's body: the amount in minor units of the currency, the expiry read in the
 * user's time zone and sent in UTC, the customer's name and email left out when empty.
 */
export function paymentLinkBodyOf(
  merchant: string,
  form: PaymentLinkForm,
  timeZone: string,
  language: string,
): { body: PaymentLinkBody; problems: [] } | { body: null; problems: PaymentLinkProblem[] } {
  const problems: PaymentLinkProblem[] = []
  const amount = minorAmountOf(form.amount, form.currency, language)
  if (amount === null || amount === undefined) problems.push({ field: 'amount', problem: 'amountFormat' })
  else if (amount === 0) problems.push({ field: 'amount', problem: 'amountZero' })
  const email = orNull(form.customerEmail)
  if (form.sendEmail && email === null) problems.push({ field: 'customer.email', problem: 'emailToSend' })
  if (amount === null || amount === undefined || problems.length > 0) return { body: null, problems }
  return {
    body: {
      merchantAccount: merchant,
      reference: form.reference.trim(),
      description: form.description.trim(),
      amount,
      currency: form.currency,
      locale: form.locale as Locale,
      customer: { name: orNull(form.customerName), email },
      expiresAt: isoOfLocalInput(form.expiresAt.trim(), timeZone),
      sendEmail: form.sendEmail,
    },
    problems: [],
  }
}

/** The status a link can be set to by hand from its current one; PAID and EXPIRED links stay as they are. */
export function nextManualStatus(status: PaymentLinkStatus): 'ACTIVE' | 'DISABLED' | null {
  if (status === 'ACTIVE') return 'DISABLED'
  if (status === 'DISABLED') return 'ACTIVE'
  return null
}
