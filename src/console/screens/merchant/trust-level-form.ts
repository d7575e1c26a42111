import type { BodyOf } from '@domain/call'
import type { merchantCalls } from '@domain/calls/merchant'
import type { TrustLevel } from '@domain/entities/merchant'
import { type CustomerTrustLevel, customerTrustLevels } from '@domain/enums'
import { majorAmountText, minorAmountOf } from '../../lib/money'

export interface TrustLevelForm {
  name: string
  level: string
  description: string
  /** Major units as typed (`150.50`); empty means no maximum. */
  maxAmount: string
  currency: string
  instrumentConfigIds: number[]
  restrictions: string[]
  status: string
}

export type TrustLevelBody = BodyOf<typeof merchantCalls.createTrustLevel> & BodyOf<typeof merchantCalls.updateTrustLevel>

/** What the form can tell before sending: an amount that is not a number, or a maximum without its currency. */
export type TrustLevelProblem = { field: 'maxAmount'; problem: 'amountFormat' } | { field: 'currency'; problem: 'currencyRequired' }

/** The form of a trust level; a new one starts at the first level the merchant lacks, in the merchant's first currency. */
export function trustLevelFormOf(record: TrustLevel | null, defaults: { currency: string; takenLevels: readonly string[]; language: string }): TrustLevelForm {
  const level: CustomerTrustLevel = record?.level ?? customerTrustLevels.find((candidate) => !defaults.takenLevels.includes(candidate)) ?? customerTrustLevels[0]
  const currency = record ? (record.currency ?? '') : defaults.currency
  return {
    name: record?.name ?? '',
    level,
    description: record?.description ?? '',
    maxAmount: majorAmountText(record?.maxAmount ?? null, record?.currency ?? null, defaults.language),
    currency,
    instrumentConfigIds: [...(record?.instrumentConfigIds ?? [])],
    restrictions: [...(record?.restrictions ?? [])],
    status: record?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
  }
}

/**
 * The body sent on create and on save: the maximum in minor units of its currency, and both
 * lists always, so a trust level never loses one by being saved.
 */
/** The currency the form names, as it is saved: null for none. */
export function currencyOfForm(form: Pick<TrustLevelForm, 'currency'>): string | null {
  return form.currency.trim().toUpperCase() || null
}

export function trustLevelBodyOf(form: TrustLevelForm, language: string): { body: TrustLevelBody; problems: [] } | { body: null; problems: TrustLevelProblem[] } {
  const currency = currencyOfForm(form)
  const maxAmount = minorAmountOf(form.maxAmount, currency, language)
  const problems: TrustLevelProblem[] = []
  if (maxAmount === undefined) problems.push({ field: 'maxAmount', problem: 'amountFormat' })
  if (maxAmount !== null && currency === null) problems.push({ field: 'currency', problem: 'currencyRequired' })
  if (maxAmount === undefined || problems.length > 0) return { body: null, problems }
  return {
    body: {
      name: form.name.trim(),
      level: form.level as CustomerTrustLevel,
      description: form.description.trim(),
      maxAmount,
      currency,
      instrumentConfigIds: [...new Set(form.instrumentConfigIds)],
      restrictions: [...new Set(form.restrictions)],
      status: form.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
    },
    problems: [],
  }
}
