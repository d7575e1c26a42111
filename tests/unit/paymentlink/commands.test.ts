import { paymentLinkCommands } from '@commands/paymentlink'
import type { CommandContext } from '@commands/types'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

function context(pathname: string, search: Record<string, unknown> = {}): CommandContext {
  return commandContext({ location: { pathname, search }, permissions: new Set(['paymentLink.write']) })
}

describe('payment link commands', () => {
  it('open the create form beside the tab\'s list, keeping the tab\'s filters when it is on view', () => {
    const create = paymentLinkCommands['paymentlink.create']
    expect(create.when?.(context('/dashboard'))).toBe(false)
    const elsewhere = context('/merchants/rio-moda/settings')
    create.run(elsewhere)
    const to = '/merchants/$merchant/paymentLink/$paymentLink'
    expect(elsewhere.go).toHaveBeenCalledWith({ to, params: { merchant: 'rio-moda', paymentLink: '@new' }, search: {} })
    const onTab = context('/merchants/rio-moda/paymentLink', { status: 'ACTIVE' })
    create.run(onTab)
    expect(onTab.go).toHaveBeenCalledWith({ to, params: { merchant: 'rio-moda', paymentLink: '@new' }, search: { status: 'ACTIVE' } })
  })
})
