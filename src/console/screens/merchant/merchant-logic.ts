import type { Dashboard } from '@domain/entities/dashboard'
import type { MerchantConfiguration } from '@domain/entities/merchant'
import type { EntityStatus } from '@domain/enums'
import { type FailedCall, fieldErrorText } from '../../lib/error-text'

/** A merchant group a new merchant may go in. */
export interface GroupChoice {
  name: string
  displayName: string
  space: string
  status: EntityStatus
}

/** Where the group a user last put a new merchant in is kept, per user. */
export function lastGroupKey(user: string): string {
  return `merchant.${user}.lastGroup`
}

/** The group a new merchant starts on: the one the user last chose while it is still offered, else the likely one. */
export function startingGroup(options: readonly { value: string }[], lastUsed: string | null, likely: string | null): string | undefined {
  const offered = (group: string | null): group is string => group !== null && group !== '' && options.some((option) => option.value === group)
  return [lastUsed, likely].find(offered)
}

/**
 * The group select of the create form: an empty first choice (the server names the missing
 * group beside the field), then the usable groups by space and display name.
 */
export function groupOptions(groups: readonly GroupChoice[], placeholder: string): { value: string; label: string }[] {
  const usable = groups
    .filter((group) => group.status !== 'DISABLED' && group.status !== 'DELETED')
    .sort((a, b) => a.space.localeCompare(b.space) || a.displayName.localeCompare(b.displayName))
  return [{ value: '', label: placeholder }, ...usable.map((group) => ({ value: group.name, label: `${group.displayName} (${group.name}) · ${group.space}` }))]
}

export interface Money {
  currency: string
  amount: number
}

/** Transactions of the days of the dashboard's trend, added up: counts, approval rate and approved volume per currency. */
export interface PeriodFigures {
  days: number
  count: number
  approved: number
  declined: number
  /** approved / (approved + declined); null before any decision. */
  approvalRate: number | null
  volume: Money[]
}

export function periodFigures(trend: Dashboard['trend']): PeriodFigures {
  const approved = trend.reduce((sum, day) => sum + day.approved, 0)
  const declined = trend.reduce((sum, day) => sum + day.declined, 0)
  const volume = new Map<string, number>()
  for (const day of trend) for (const money of day.volume) volume.set(money.currency, (volume.get(money.currency) ?? 0) + money.amount)
  return {
    days: trend.length,
    count: trend.reduce((sum, day) => sum + day.count, 0),
    approved,
    declined,
    approvalRate: approved + declined === 0 ? null : approved / (approved + declined),
    volume: [...volume.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount })),
  }
}

/** One readable fact of the configuration: its label key under `overview.config`, and its value (null: not set). */
export type ConfigFact =
  | { key: string; kind: 'text'; value: string | null }
  | { key: string; kind: 'flag'; value: boolean }
  | { key: string; kind: 'list'; value: readonly (string | number)[] }

/** The configuration parts the overview sums up, each as a few facts in reading order. */
export function configurationFacts(configuration: MerchantConfiguration): Record<'settings' | 'paywall' | 'email' | 'fraud', ConfigFact[]> {
  const { settings, paywall, email, fraud } = configuration
  const text = (key: string, value: string | null): ConfigFact => ({ key, kind: 'text', value: value === null || value === '' ? null : value })
  return {
    settings: [
      text('website', settings.website),
      text('country', settings.country),
      text('mcc', settings.mcc),
      text('softDescriptor', settings.softDescriptor),
      text('settlementCurrency', settings.settlementCurrency),
      text('threeDsVersion', settings.threeDsVersion),
      { key: 'threeDsBypass', kind: 'list', value: settings.threeDsBypass },
      text('callbackUrl', settings.callbackUrl),
      text('tokenFormat', settings.tokenFormat),
    ],
    paywall: [
      text('skin', paywall.skin),
      text('locale', paywall.locale),
      text('paymentKind', paywall.paymentKind),
      { key: 'instalments', kind: 'list', value: paywall.instalments },
      text('sessionTimeout', String(paywall.sessionTimeoutMinutes)),
    ],
    email: [
      text('sender', [email.senderName, email.senderEmail && `<${email.senderEmail}>`].filter(Boolean).join(' ') || null),
      text('replyTo', email.replyTo),
      text('templateCollection', email.templateCollection),
      { key: 'sendCustomerReceipts', kind: 'flag', value: email.sendCustomerReceipts },
      { key: 'notifyMerchant', kind: 'list', value: email.notifyMerchant },
    ],
    fraud: [text('vendor', fraud.vendor), text('defaultTrustLevel', fraud.defaultTrustLevel), text('trustPolicyConfig', fraud.trustPolicyConfig)],
  }
}

/**
 * The space's tags the merchant does not carry yet that match the typed text, those most used
 * first; an exact name comes first of all, so Enter adds what was typed.
 */
export function tagSuggestions(catalogue: readonly { tag: string; merchantCount: number }[], carried: readonly string[], typed: string): string[] {
  const wanted = typed.trim().toLowerCase()
  const have = new Set(carried.map((tag) => tag.toLowerCase()))
  return catalogue
    .filter((entry) => !have.has(entry.tag.toLowerCase()) && entry.tag.toLowerCase().includes(wanted))
    .sort(
      (a, b) =>
        Number(b.tag.toLowerCase() === wanted) - Number(a.tag.toLowerCase() === wanted) ||
        b.merchantCount - a.merchantCount ||
        a.tag.localeCompare(b.tag),
    )
    .map((entry) => entry.tag)
}

/**
 * The messages of a list field, from a failed save: the form puts an item's error
 * (`ipAddresses.2`) beside the list's one field, and here each also names the value it is about.
 */
export function listFieldErrors(error: unknown, field: string, values: readonly string[]): string[] {
  const listed = (error as FailedCall | null)?.body?.errors ?? []
  const item = new RegExp(`^${field}\\.(\\d+)$`)
  return listed.flatMap((entry) => {
    const path = entry.field
    const message = fieldErrorText(entry)
    if (path === field) return [message]
    const match = item.exec(path)
    if (!match) return []
    const value = values[Number(match[1])]
    return [value === undefined ? message : `${value}: ${message}`]
  })
}
