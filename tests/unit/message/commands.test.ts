import { isAvailable } from '@commands/index'
import { messageCommands } from '@commands/message'
import { resendRefusal } from '@domain/entities/message'
import { hrefOf } from '@commands/go-target'
import { paymentLinkCommands } from '@commands/paymentlink'
import { emailKind, notificationKind } from '@console/api/message'
import { paylinkKind, paymentLinkKind } from '@console/api/paymentlink'
import { jumpsOf } from '@console/palette/record-jumps'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

const resend = messageCommands['message.resend']

describe('resending a message', () => {
  it('is refused while the message is on its way, and for a single-use code whatever its state', () => {
    for (const state of ['QUEUED', 'PROCESSING', 'PAUSED']) expect(resendRefusal({ state, type: 'REFUND' })).toBe('onItsWay')
    for (const state of ['SENT', 'FAILED', 'PARTIALLY_FAILED', 'CANCELED']) expect(resendRefusal({ state, type: 'REFUND' })).toBeNull()
    expect(resendRefusal({ state: 'FAILED', type: 'VERIFICATION_CODE' })).toBe('singleUseCode')
  })

  it('is the open message\'s `r`, with message.resend, only where the server would take it', () => {
    const can = new Set(['message.resend'] as const)
    expect(resend.shortcut).toBe('r')
    expect(resend.record).toBe('message')
    expect(isAvailable(resend, commandContext({ permissions: can }))).toBe(false)
    expect(isAvailable(resend, commandContext({ permissions: can, focus: { message: { state: 'FAILED', type: 'REFUND' } } }))).toBe(true)
    expect(isAvailable(resend, commandContext({ permissions: new Set(), focus: { message: { state: 'FAILED', type: 'REFUND' } } }))).toBe(false)
    expect(isAvailable(resend, commandContext({ permissions: can, focus: { message: { state: 'QUEUED', type: 'REFUND' } } }))).toBe(false)
    expect(isAvailable(resend, commandContext({ permissions: can, focus: { message: { state: 'SENT', type: 'FORGOT_PASSWORD' } } }))).toBe(false)
  })

  it('opens its confirmation as URL state', () => {
    const ctx = commandContext({ permissions: new Set(['message.resend']), focus: { message: { state: 'FAILED', type: 'REFUND' } } })
    resend.run(ctx)
    expect(ctx.openDialog).toHaveBeenCalledWith('resend')
  })
})

describe('the message lists', () => {
  it('go to notifications with g n and to emails with g e, with message.read', () => {
    const ctx = commandContext()
    messageCommands['message.notifications'].run(ctx)
    messageCommands['message.emails'].run(ctx)
    expect(ctx.go).toHaveBeenNthCalledWith(1, { to: '/notifications' })
    expect(ctx.go).toHaveBeenNthCalledWith(2, { to: '/emails' })
    expect(messageCommands['message.notifications'].shortcut).toBe('g n')
    expect(messageCommands['message.emails'].shortcut).toBe('g e')
    expect(messageCommands['message.emails'].permission).toBe('message.read')
  })

  it('are two kinds of one entity, each with its own routes, calls and cache', () => {
    expect([notificationKind.listRoute, notificationKind.param, notificationKind.calls.get.path]).toEqual(['/notifications', 'notification', 'notification/{id}'])
    expect([emailKind.listRoute, emailKind.param, emailKind.calls.get.path]).toEqual(['/emails', 'email', 'email/{id}'])
    expect(notificationKind.focus).toBe('message')
    expect(emailKind.focus).toBe('message')
    expect(notificationKind.keys.detail(7)).not.toEqual(emailKind.keys.detail(7))
    expect(notificationKind.idInRoute('42')).toBe(42)
    expect(notificationKind.idInRoute('nope')).toBeNull()
  })

  it('are offered for a pasted email address, right after its transactions', () => {
    const jumps = jumpsOf({ kind: 'email', value: 'ana+1@example.com' }).map((jump) => [jump.name, hrefOf(jump.target), jump.permission])
    expect(jumps).toEqual([
      ['transactions', '/merchant/transactions?email=ana%2B1%40example.com', 'transaction.read'],
      ['notifications', '/notifications?recipient=ana%2B1%40example.com', 'message.read'],
      ['emails', '/emails?recipient=ana%2B1%40example.com', 'message.read'],
      ['velocity', '/velocitystatistics?email=ana%2B1%40example.com', 'fraud.read'],
    ])
  })
})

describe('every payment link', () => {
  it('opens from the palette on /paylinks, found by "payment links"', () => {
    const list = paymentLinkCommands['paymentlink.list']
    const ctx = commandContext()
    list.run(ctx)
    expect(ctx.go).toHaveBeenCalledWith({ to: '/paylinks' })
    expect(list.permission).toBe('paymentLink.read')
    expect(list.keywords).toContain('payment links')
  })

  it('lists the links of all merchants, each on its own route, and refreshes the merchant tab too', () => {
    expect(paylinkKind.listQuery).toBeUndefined()
    expect(paylinkKind.locate({ id: 12 } as never, {})).toEqual({ params: { paylink: '12' }, search: {} })
    expect(paylinkKind.focus).toBe('paymentLink')
    expect(paylinkKind.related?.({})).toEqual([paymentLinkKind.keys.all, paymentLinkKind.keys.list])
    expect(paymentLinkKind.related?.({ merchant: 'rio-moda' })).toEqual([paylinkKind.keys.all, paylinkKind.keys.list])
  })
})
