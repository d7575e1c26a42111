import { describe, expect, it } from 'vitest'
import { eventDiff, fieldChanges, valueText } from '../../../src/console/lib/audit-diff'

describe("an audit event's diff", () => {
  it('lists only the fields a configuration change touched, nested ones by their path', () => {
    const before = { name: 'acme-books', status: 'ACTIVE', callbackUrl: 'https://a.example/cb', paywall: { theme: 'light', logo: null } }
    const after = { name: 'acme-books', status: 'DISABLED', callbackUrl: 'https://a.example/cb', paywall: { theme: 'dark', logo: null } }
    expect(fieldChanges(before, after)).toEqual([
      { path: 'status', kind: 'changed', before: 'ACTIVE', after: 'DISABLED' },
      { path: 'paywall.theme', kind: 'changed', before: 'light', after: 'dark' },
    ])
  })

  it('compares lists whole, whatever their length', () => {
    expect(fieldChanges({ tags: ['vip'] }, { tags: ['vip', 'risky'] })).toEqual([{ path: 'tags', kind: 'changed', before: ['vip'], after: ['vip', 'risky'] }])
    expect(fieldChanges({ tags: ['vip', 'risky'] }, { tags: ['vip', 'risky'] })).toEqual([])
  })

  it('has every field added for a record created and removed for one deleted, leaving out empty ones', () => {
    expect(fieldChanges(undefined, { bin: '411111', brand: 'VISA', note: null })).toEqual([
      { path: 'bin', kind: 'added', before: null, after: '411111' },
      { path: 'brand', kind: 'added', before: null, after: 'VISA' },
    ])
    expect(fieldChanges({ bin: '411111' }, null)).toEqual([{ path: 'bin', kind: 'removed', before: '411111', after: null }])
  })

  it('tells a field that appeared or went from one turned empty', () => {
    expect(fieldChanges({ a: 1, b: 'x' }, { a: 1, c: true, b: null })).toEqual([
      { path: 'b', kind: 'changed', before: 'x', after: null },
      { path: 'c', kind: 'added', before: null, after: true },
    ])
  })

  it("keeps the event's other facts apart from its changes", () => {
    const diff = eventDiff({ before: { status: 'ACTIVE' }, after: { status: 'LOCKED' }, reason: 'chargebacks', caller: 'shop-1' })
    expect(diff.changes).toEqual([{ path: 'status', kind: 'changed', before: 'ACTIVE', after: 'LOCKED' }])
    expect(diff.context).toEqual({ reason: 'chargebacks', caller: 'shop-1' })
  })

  it('writes values on one line', () => {
    expect(valueText(null)).toBe('—')
    expect(valueText(['vip', 'risky'])).toBe('vip, risky')
    expect(valueText({ a: 1 })).toBe('{"a":1}')
    expect(valueText(false)).toBe('false')
  })
})
