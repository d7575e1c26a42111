import { paymentLinkCommands } from '@commands/paymentlink'
import { describe, it } from 'vitest'
import { expectNewRecordBesideMerchantList } from '../commands/context'

describe('payment link commands', () => {
  it('open the create form beside the tab\'s list, keeping the tab\'s filters when it is on view', () => {
    expectNewRecordBesideMerchantList(paymentLinkCommands['paymentlink.create'], 'paymentLink.write', {
      merchant: 'rio-moda',
      otherTab: '/settings',
      tab: 'paymentLink',
      param: 'paymentLink',
      listSearch: { status: 'ACTIVE' },
      kept: { status: 'ACTIVE' },
    })
  })
})
