import { merchantCommands } from '@commands/merchant'
import { restrictionTarget, rulesInOrder } from '@console/screens/cardrestriction/rules'
import { describe, expect, it } from 'vitest'
import { expectNewRecordBesideMerchantList } from '../commands/context'

const rule = (ruleId: number, priority: number) => ({ ruleId, priority })

describe('merchant risk commands', () => {
  it('adds a trust level from any merchant tab, keeping the filters of the trust level list', () => {
    expectNewRecordBesideMerchantList(merchantCommands['merchant.addTrustLevel'], 'trustPolicy.write', {
      merchant: 'berlin-bikes',
      otherTab: '',
      tab: 'trustlevels',
      param: 'trustLevel',
      listSearch: { status: 'ENABLED', entrySpace: 'x' },
      kept: { status: 'ENABLED' },
    })
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
