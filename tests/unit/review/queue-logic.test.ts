import { type GoTarget, hrefOf } from '@commands/go-target'
import { sentCases } from '@console/api/review'
import {
  ageMinutes,
  blockTarget,
  claimsOnOpen,
  formatAge,
  inTab,
  linkTarget,
  reasonDigits,
  reasonForKey,
  slaTone,
  snoozeUntil,
  sourceTarget,
  stepKey,
  withChangedCase,
} from '@console/screens/review/review-logic'
import type { ReviewCaseSummary } from '@domain/entities/review'
import { describe, expect, it } from 'vitest'

const at = (iso: string) => Date.parse(iso)
/** The URL a target opens, as a link to it shows it. */
const hrefOrNull = (target: GoTarget | null) => (target ? hrefOf(target) : null)

function summary(overrides: Partial<ReviewCaseSummary> = {}): ReviewCaseSummary {
  return {
    id: 1,
    space: 'acme',
    cardHash: 'tok_card_0001',
    cardBin: '411111',
    cardLast4Digits: '1111',
    state: 'OPEN',
    priority: 50,
    created: '2026-11-20T08:00:00Z',
    dueAt: '2026-11-20T12:00:00Z',
    heldBy: null,
    leaseExpiresAt: null,
    latestSource: 'MANUAL',
    reasonCount: 1,
    transactionCount: 1,
    amounts: [{ currency: 'EUR', amount: 1000, count: 1 }],
    decision: null,
    updated: '2026-11-20T08:00:00Z',
    ...overrides,
  }
}

describe('a case against its SLA', () => {
  const row = summary()
  it('is neutral until the last quarter of its time, amber in it, red once past due', () => {
    expect(slaTone(row, at('2026-11-20T08:30:00Z'))).toBe('ok')
    expect(slaTone(row, at('2026-11-20T10:59:59Z'))).toBe('ok')
    expect(slaTone(row, at('2026-11-20T11:00:00Z'))).toBe('closing')
    expect(slaTone(row, at('2026-11-20T12:00:00Z'))).toBe('overdue')
    expect(slaTone(row, at('2026-11-21T12:00:00Z'))).toBe('overdue')
  })

  it('runs for a case held or escalated too, and no more once decided or snoozed', () => {
    const late = at('2026-11-20T13:00:00Z')
    expect(slaTone({ ...row, state: 'CLAIMED' }, late)).toBe('overdue')
    expect(slaTone({ ...row, state: 'ESCALATED' }, late)).toBe('overdue')
    expect(slaTone({ ...row, state: 'DECIDED' }, late)).toBe('none')
    expect(slaTone({ ...row, state: 'SNOOZED' }, late)).toBe('none')
  })

  it('says its age in its two largest units, in the language of the user', () => {
    expect(ageMinutes('2026-11-20T08:00:00Z', at('2026-11-20T11:12:30Z'))).toBe(192)
    expect(formatAge(45, 'en')).toBe('45m')
    expect(formatAge(192, 'en')).toBe('3h 12m')
    expect(formatAge(180, 'en')).toBe('3h')
    expect(formatAge(3120, 'en')).toBe('2d 4h')
    expect(formatAge(192, 'fr')).toMatch(/^3\s?h 12\s?min$/)
  })
})

describe('a decision step', () => {
  it('lists each reason with its digit, in the order of the domain, and a digit picks its reason', () => {
    expect(reasonDigits('FRAUD').map(({ digit, code }) => `${digit} ${code}`)).toEqual([
      '1 STOLEN_CARD',
      '2 CARD_TESTING',
      '3 ACCOUNT_TAKEOVER',
      '4 FRIENDLY_FRAUD',
      '5 IDENTITY_THEFT',
      '6 OTHER',
    ])
    expect(reasonForKey('LEGITIMATE', '3')).toBe('FALSE_POSITIVE')
    expect(reasonForKey('ESCALATE', '5')).toBeUndefined()
    expect(reasonForKey('SNOOZE', 'x')).toBeUndefined()
  })

  it('reads a digit from its key on a French keyboard and a letter from its key on an Arabic one', () => {
    expect(stepKey({ key: '&', code: 'Digit1' })).toBe('1')
    expect(stepKey({ key: '3', code: 'Numpad3' })).toBe('3')
    expect(stepKey({ key: 'ب', code: 'KeyF' })).toBe('f')
    expect(stepKey({ key: 'R', code: 'KeyR' })).toBe('r')
    expect(stepKey({ key: 'Enter', code: 'Enter' })).toBe('enter')
  })

  it('snoozes for an hour or four, until tomorrow morning or next Monday morning in the user’s zone', () => {
    const now = at('2026-11-20T22:30:00Z') // a Friday; 23:30 in Paris
    expect(snoozeUntil('hour', now, 'Europe/Paris')).toBe('2026-11-20T23:30:00.000Z')
    expect(snoozeUntil('fourHours', now, 'Europe/Paris')).toBe('2026-11-21T02:30:00.000Z')
    expect(snoozeUntil('tomorrow', now, 'Europe/Paris')).toBe('2026-11-21T08:00:00Z')
    expect(snoozeUntil('nextWeek', now, 'Europe/Paris')).toBe('2026-11-23T08:00:00Z')
    expect(snoozeUntil('tomorrow', now, 'America/Sao_Paulo')).toBe('2026-11-21T12:00:00Z')
  })
})

describe('the tabs of the queue', () => {
  const now = at('2026-11-20T09:00:00Z')
  it('file a case by its state, and a held case under its holder only', () => {
    expect(inTab(summary(), 'open', 'ana', now)).toBe(true)
    const held = summary({ state: 'CLAIMED', heldBy: 'ana', leaseExpiresAt: '2026-11-20T09:30:00Z' })
    expect(inTab(held, 'mine', 'ana', now)).toBe(true)
    expect(inTab(held, 'mine', 'bob', now)).toBe(false)
    expect(inTab(held, 'open', 'bob', now)).toBe(false)
    expect(inTab(summary({ state: 'ESCALATED' }), 'escalated', 'ana', now)).toBe(true)
    expect(inTab(summary({ state: 'DECIDED' }), 'decided', 'ana', now)).toBe(true)
  })

  it('put back in the open tab a case whose lease lapsed or whose snooze ran out', () => {
    expect(inTab(summary({ state: 'CLAIMED', heldBy: 'bob', leaseExpiresAt: '2026-11-20T08:59:00Z' }), 'open', 'ana', now)).toBe(true)
    const decision = { outcome: 'SNOOZE', reasonCode: 'AWAITING_CUSTOMER', note: null, decidedBy: 'ana', decided: '2026-11-20T07:00:00Z', fraudBlockId: null, refunded: 0, allowListed: false } as const
    expect(inTab(summary({ state: 'SNOOZED', decision: { ...decision, snoozedUntil: '2026-11-20T08:00:00Z' } }), 'open', 'ana', now)).toBe(true)
    expect(inTab(summary({ state: 'SNOOZED', decision: { ...decision, snoozedUntil: '2026-11-20T10:00:00Z' } }), 'open', 'ana', now)).toBe(false)
  })

  it('lease a case that opens while it waits or its lease lapsed, never a decided one or one held by another', () => {
    expect(claimsOnOpen(summary(), 'ana', now)).toBe(true)
    expect(claimsOnOpen(summary({ state: 'ESCALATED' }), 'ana', now)).toBe(true)
    expect(claimsOnOpen(summary({ state: 'DECIDED' }), 'ana', now)).toBe(false)
    expect(claimsOnOpen(summary({ state: 'CLAIMED', heldBy: 'bob', leaseExpiresAt: '2026-11-20T09:20:00Z' }), 'ana', now)).toBe(false)
    expect(claimsOnOpen(summary({ state: 'CLAIMED', heldBy: 'bob', leaseExpiresAt: '2026-11-20T08:20:00Z' }), 'ana', now)).toBe(true)
    expect(claimsOnOpen(summary({ state: 'CLAIMED', heldBy: 'ana', leaseExpiresAt: '2026-11-20T09:20:00Z' }), 'ana', now)).toBe(false)
  })

  it('drop a case from a loaded list at once when it leaves the tab, update it where it stays, and ask again for one not loaded', () => {
    const pages = { pageParams: [undefined, 'c1'], pages: [{ items: [summary({ id: 1 }), summary({ id: 2 })], nextCursor: 'c1', total: 3 }, { items: [summary({ id: 3 })], nextCursor: null }] }
    const claimed = summary({ id: 2, state: 'CLAIMED', heldBy: 'bob' })
    const left = withChangedCase(pages, claimed, false)
    expect(left.data.pages[0]!.items.map((row) => row.id)).toEqual([1])
    expect(left.data.pages[0]!.total).toBe(2)
    expect(left.missing).toBe(false)
    const kept = withChangedCase(pages, claimed, true)
    expect(kept.data.pages[0]!.items[1]!.heldBy).toBe('bob')
    expect(withChangedCase(pages, summary({ id: 9 }), true).missing).toBe(true)
    expect(withChangedCase(pages, summary({ id: 9 }), false).data).toBe(pages)
  })
})

describe('what a case links to', () => {
  it('opens a rule of a restriction and a policy’s config in the case’s space, and nothing for other reasons', () => {
    expect(hrefOrNull(sourceTarget({ source: 'CARD_RESTRICTION_RULE', sourceRef: 'blocklist/12' }, 'acme'))).toBe('/cardRestrictions/blocklist/12?space=acme')
    expect(hrefOrNull(sourceTarget({ source: 'TRUST_POLICY', sourceRef: 'default policies/7' }, 'acme'))).toBe('/trustPolicy/default%20policies?space=acme')
    expect(hrefOrNull(sourceTarget({ source: 'MANUAL', sourceRef: null }, 'acme'))).toBeNull()
    expect(hrefOrNull(sourceTarget({ source: 'VELOCITY', sourceRef: 'acme-books' }, 'acme'))).toBeNull()
  })

  it('opens a linked value as the transactions carrying it, else its velocity statistics, and blocks it through the new block form', () => {
    expect(hrefOrNull(linkTarget({ field: 'EMAIL', value: 'a@b.com' }))).toBe('/merchant/transactions?email=a%40b.com')
    expect(hrefOrNull(linkTarget({ field: 'IP_ADDRESS', value: '10.0.0.1' }))).toBe('/merchant/transactions?ipAddress=10.0.0.1')
    expect(hrefOrNull(linkTarget({ field: 'ACCOUNT_NAME', value: 'Ann Lee' }))).toBe('/velocitystatistics?accountName=Ann+Lee')
    expect(hrefOrNull(linkTarget({ field: 'DEVICE_ID', value: 'dev-1' }))).toBeNull()
    expect(hrefOrNull(blockTarget({ field: 'EMAIL', value: 'a@b.com' }))).toBe('/fraudblocks/@new?field=EMAIL&accountId=a%40b.com')
  })
})

describe('payments sent to review', () => {
  it('say which cases they opened and which they joined, once each, and why any was refused', () => {
    const sent = sentCases([
      { merchantName: 'acme-books', transaction: 'tx1', caseId: 12, opened: true, message: null },
      { merchantName: 'acme-books', transaction: 'tx2', caseId: 12, opened: false, message: null },
      { merchantName: 'acme-books', transaction: 'tx3', caseId: 7, opened: false, message: null },
      { merchantName: 'acme-books', transaction: 'tx4', caseId: null, opened: false, message: 'The payment has no card' },
    ])
    expect(sent).toEqual({ opened: [12], joined: [7], refused: ['The payment has no card'] })
  })
})
