import type { CommandContext } from '@commands/types'
import { merchantRiskCommands } from '@commands/merchantRisk'
import { paymentLinkCommands } from '@commands/paymentLinks'
import type { CardRestrictionRule } from '@domain/entities/cardrestriction'
import { requestScreenAction } from '@console/palette/screen-requests'
import { restrictionTarget, rulesInOrder } from '@console/screens/merchantRisk/card-restrictions'
import { tabRequests } from '@console/screens/merchants/tab-requests'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@console/palette/screen-requests', async (original) => ({ ...(await original<object>()), requestScreenAction: vi.fn() }))

function context(pathname: string, search: Record<string, unknown> = {}): CommandContext {
  return {
    navigate: vi.fn(),
    location: { pathname, search },
    permissions: new Set(['trustPolicy.write', 'paymentLink.write']),
    signedIn: true,
    focus: {},
    actions: { signOut: vi.fn(), setLocale: vi.fn(), openPalette: vi.fn(), openShortcutHelp: vi.fn(), toggleTheme: vi.fn() },
  }
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
    const add = merchantRiskCommands['merchantRisk.addTrustLevel']
    expect(add.when?.(context('/dashboard'))).toBe(false)
    const fromOverview = context('/merchants/berlin-bikes')
    add.run(fromOverview)
    expect(fromOverview.navigate).toHaveBeenCalledWith('/merchants/berlin-bikes/trustlevels/@new')
    const fromList = context('/merchants/berlin-bikes/trustlevels', { status: 'ENABLED' })
    add.run(fromList)
    expect(fromList.navigate).toHaveBeenCalledWith('/merchants/berlin-bikes/trustlevels/@new?status=ENABLED')
  })

  it('opens the payment link form: going to the tab first when elsewhere, then asking the tab for its form', () => {
    const create = paymentLinkCommands['paymentLinks.create']
    const elsewhere = context('/merchants/rio-moda/settings')
    create.run(elsewhere)
    expect(elsewhere.navigate).toHaveBeenCalledWith('/merchants/rio-moda/paymentLink')
    expect(requestScreenAction).toHaveBeenLastCalledWith(tabRequests.createPaymentLink.action)
    const onTab = context('/merchants/rio-moda/paymentLink')
    create.run(onTab)
    expect(onTab.navigate).not.toHaveBeenCalled()
    expect(requestScreenAction).toHaveBeenCalledTimes(2)
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
