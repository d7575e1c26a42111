import type { CommandContext } from '@commands/types'
import { merchantCommands } from '@commands/merchant'
import type { CardRestrictionRule } from '@domain/entities/cardrestriction'
import { restrictionTarget, rulesInOrder } from '@console/screens/cardrestriction/rules'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

function context(pathname: string, search: Record<string, unknown> = {}): CommandContext {
  return commandContext({ location: { pathname, search }, permissions: new Set(['trustPolicy.write']) })
}

const rule = (ruleId: number, priority: number): CardRestrictionRule => ({
  ruleId,
  priority,
  scope: 'COUNTRY',
  operator: 'IN',
  values: ['KP'],
  action: 'DECLINE',
  status: 'ACTIVE',
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-01T00:00:00Z',
})

describe('merchant risk commands', () => {
  it('adds a trust level from any merchant tab, keeping the filters of the trust level list', () => {
    const add = merchantCommands['merchant.addTrustLevel']
    expect(add.when?.(context('/dashboard'))).toBe(false)
    const fromOverview = context('/merchants/berlin-bikes')
    add.run(fromOverview)
    const route = '/merchants/$merchant/trustlevels/$trustLevel'
    expect(fromOverview.go).toHaveBeenCalledWith({ to: route, params: { merchant: 'berlin-bikes', trustLevel: '@new' }, search: {} })
    const fromList = context('/merchants/berlin-bikes/trustlevels', { status: 'ENABLED', entrySpace: 'x' })
    add.run(fromList)
    expect(fromList.go).toHaveBeenCalledWith({ to: route, params: { merchant: 'berlin-bikes', trustLevel: '@new' }, search: { status: 'ENABLED' } })
  })
})

describe('merchant risk screens', () => {
  it('lists a restriction\'s rules by priority', () => {
    expect(rulesInOrder([rule(3, 2), rule(1, 1), rule(2, 2)]).map((r) => r.ruleId)).toEqual([1, 2, 3])
  })

  it('tells a restriction that names the merchant from one that covers all of the space', () => {
    expect(restrictionTarget({ merchantAccounts: ['berlin-bikes'] }, 'berlin-bikes')).toBe('merchant')
    expect(restrictionTarget({ merchantAccounts: [] }, 'berlin-bikes')).toBe('space')
  })
})
