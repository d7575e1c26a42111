import type { GoTarget } from '@commands/go-target'
import type { SnoozePreset } from '@commands/review'
import type { ReviewCaseSummary, ReviewLink, ReviewReason } from '@domain/entities/review'
import { type ReviewOutcome, type ReviewReasonCode, type ReviewTab, reviewReasonCodes } from '@domain/enums'
import type { Page } from '@domain/pagination'
import type { InfiniteData } from '@tanstack/react-query'
import { formatInZone, zonedTimeToIso } from '../../lib/dates'

/**
 * How a waiting case stands against its SLA: `ok`, `closing` in the last quarter of its time,
 * `overdue` once its time is out. A case no longer waiting (decided, snoozed) has none.
 */
export type SlaTone = 'ok' | 'closing' | 'overdue' | 'none'

const waiting: ReadonlySet<string> = new Set(['OPEN', 'CLAIMED', 'ESCALATED'])

export function slaTone(row: Pick<ReviewCaseSummary, 'state' | 'created' | 'dueAt'>, now: number): SlaTone {
  if (!waiting.has(row.state)) return 'none'
  const opened = Date.parse(row.created)
  const due = Date.parse(row.dueAt)
  if (now >= due) return 'overdue'
  return due - now <= (due - opened) / 4 ? 'closing' : 'ok'
}

/** A case's age in whole minutes. */
export function ageMinutes(created: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(created)) / 60_000))
}

/** An age as the user's language writes it, in its two largest units: `45 min`, `3 h 12 min`, `2 d 4 h`. */
export function formatAge(minutes: number, locale: string): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts = days > 0 ? [unit(days, 'day'), hours ? unit(hours, 'hour') : ''] : hours > 0 ? [unit(hours, 'hour'), rest ? unit(rest, 'minute') : ''] : [unit(rest, 'minute')]
  return parts.filter(Boolean).join(' ')
}

/**
 * The key a press in a decision's step means: digits from the physical key (a French keyboard
 * types `&` on the 1 key), letters as typed, or from the physical key on a layout whose letters
 * are not Latin (Arabic), as the console's shortcuts read them.
 */
export function stepKey(press: { key: string; code: string }): string {
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(press.code)?.[1]
  if (digit) return digit
  if (press.key.length === 1 && /\p{ASCII}/u.test(press.key)) return press.key.toLowerCase()
  return /^Key([A-Z])$/.exec(press.code)?.[1]?.toLowerCase() ?? press.key.toLowerCase()
}

/** A decision's reason codes with the digit that picks each, 1 to 9 in the domain's order. */
export function reasonDigits(outcome: ReviewOutcome): { digit: string; code: ReviewReasonCode }[] {
  return reviewReasonCodes[outcome].slice(0, 9).map((code, at) => ({ digit: String(at + 1), code }))
}

/** The reason a key picks in a decision's step, if it is one of its digits. */
export function reasonForKey(outcome: ReviewOutcome, key: string): ReviewReasonCode | undefined {
  return reasonDigits(outcome).find((entry) => entry.digit === key)?.code
}

/** The hour of the day a snooze until tomorrow or next week ends, in the user's time zone. */
const MORNING = '09:00:00'

/** The time a snooze preset ends, as an ISO time: mornings are the user's, in their time zone. */
export function snoozeUntil(preset: SnoozePreset, now: number, timeZone: string): string {
  const hours = (n: number) => new Date(now + n * 3_600_000).toISOString()
  const morningAfter = (days: number) => zonedTimeToIso(`${formatInZone(now + days * 86_400_000, timeZone, 'yyyy-MM-dd')}T${MORNING}`, timeZone)
  switch (preset) {
    case 'hour':
      return hours(1)
    case 'fourHours':
      return hours(4)
    case 'tomorrow':
      return morningAfter(1)
    case 'nextWeek': {
      // ISO weekday: 1 Monday to 7 Sunday; next week starts on the coming Monday.
      const weekday = Number(formatInZone(now, timeZone, 'i'))
      return morningAfter(8 - weekday)
    }
  }
}

/** Whether a case belongs in a tab of the queue for the user `me`, as the list call files it. */
export function inTab(row: ReviewCaseSummary, tab: ReviewTab, me: string | null, now: number): boolean {
  switch (tab) {
    case 'mine':
      return row.state === 'CLAIMED' && row.heldBy === me && !leaseLapsed(row, now)
    case 'open':
      return (
        row.state === 'OPEN' ||
        (row.state === 'CLAIMED' && leaseLapsed(row, now)) ||
        (row.state === 'SNOOZED' && row.decision?.snoozedUntil != null && Date.parse(row.decision.snoozedUntil) <= now)
      )
    case 'escalated':
      return row.state === 'ESCALATED'
    case 'decided':
      return row.state === 'DECIDED'
  }
}

/**
 * Whether opening a case leases it to the user: a case waiting in a queue (open, escalated, a
 * snooze that has run out) or one whose lease has lapsed. A decided case is only read.
 */
export function claimsOnOpen(row: ReviewCaseSummary, me: string | null, now: number): boolean {
  switch (row.state) {
    case 'OPEN':
    case 'ESCALATED':
      return true
    case 'SNOOZED':
      return inTab(row, 'open', me, now)
    case 'CLAIMED':
      return row.heldBy !== me && leaseLapsed(row, now)
    case 'DECIDED':
      return false
  }
}

const leaseLapsed = (row: ReviewCaseSummary, now: number) => row.leaseExpiresAt !== null && Date.parse(row.leaseExpiresAt) <= now

type CasePages = InfiniteData<Page<ReviewCaseSummary>>

/**
 * A list's loaded pages once a case changed: its row takes the new values where the case still
 * belongs, and leaves at once where it no longer does. `missing`: the case belongs but is not
 * loaded, so the list must be read again to place it.
 */
export function withChangedCase(data: CasePages, row: ReviewCaseSummary, belongs: boolean): { data: CasePages; missing: boolean } {
  let found = false
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === row.id)) return page
    found = true
    const items = belongs ? page.items.map((item) => (item.id === row.id ? row : item)) : page.items.filter((item) => item.id !== row.id)
    return { ...page, items, ...(page.total !== undefined && !belongs ? { total: page.total - 1 } : {}) }
  })
  return { data: found ? { ...data, pages } : data, missing: belongs && !found }
}

/** Where a reason's rule or policy is shown: a card restriction rule's page, a trust policy's config; none for the others. */
export function sourceTarget(reason: Pick<ReviewReason, 'source' | 'sourceRef'>, space: string): GoTarget | null {
  const [owner, id] = reason.sourceRef?.split('/') ?? []
  if (!owner || !id) return null
  if (reason.source === 'CARD_RESTRICTION_RULE') return { to: '/cardRestrictions/$restriction/$ruleId', params: { restriction: owner, ruleId: id }, search: { space } }
  if (reason.source === 'TRUST_POLICY') return { to: '/trustPolicy/$configName', params: { configName: owner }, search: { space } }
  return null
}

/** The transaction list's filter of a linked value, for the fields it filters by. */
const transactionFilterOf: Partial<Record<ReviewLink['field'], string>> = {
  CREDIT_CARD_NUMBER: 'cardHash',
  CUSTOMER_ID: 'customerId',
  EMAIL: 'email',
  IP_ADDRESS: 'ipAddress',
}

/** The velocity statistics' parameter of a linked value the transaction list cannot filter by. */
const velocityParamOf: Partial<Record<ReviewLink['field'], string>> = {
  ACCOUNT_NAME: 'accountName',
  CUSTOMER_NAME: 'customerName',
}

/** Where a linked value opens: the transactions that carry it, else its velocity statistics; a device id opens nothing. */
export function linkTarget(link: Pick<ReviewLink, 'field' | 'value'>): GoTarget | null {
  const filter = transactionFilterOf[link.field]
  if (filter) return { to: '/merchant/{-$merchantName}/transactions', params: {}, search: { [filter]: link.value } }
  const param = velocityParamOf[link.field]
  return param ? { to: '/velocitystatistics', search: { [param]: link.value } } : null
}

/** The new fraud block form, prefilled with a linked value. */
export function blockTarget(link: Pick<ReviewLink, 'field' | 'value'>): GoTarget {
  return { to: '/fraudblocks/@new', search: { field: link.field, accountId: link.value } }
}
