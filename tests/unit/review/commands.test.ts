import { reviewCommands } from '@commands/review'
import { shortcutPlaces } from '@console/palette/palette-commands'
import { isAvailable } from '@commands/types'
import type { CommandContext } from '@commands/types'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

const decider = (overrides: Partial<CommandContext> = {}) => commandContext({ permissions: new Set(['review.read', 'review.decide']), username: 'analyst', ...overrides })

describe('review commands', () => {
  it('go to the queue with g v, for a user who may read it', () => {
    const list = reviewCommands['review.list']
    expect(list.shortcut).toBe('g v')
    const ctx = decider()
    list.run(ctx)
    expect(ctx.go).toHaveBeenCalledWith({ to: '/reviews' })
    expect(isAvailable(list, commandContext({ permissions: new Set(['fraud.read']) }))).toBe(false)
  })

  it('take the next case with n on the queue only, through the queue’s step', () => {
    const next = reviewCommands['review.next']
    expect(isAvailable(next, decider())).toBe(false)
    const onQueue = decider({ location: { pathname: '/reviews', search: { tab: 'open' } } })
    expect(isAvailable(next, onQueue)).toBe(true)
    next.run(onQueue)
    expect(onQueue.openDialog).toHaveBeenCalledWith('claimNext')
    expect(isAvailable(next, decider({ location: { pathname: '/reviews/12', search: {} }, permissions: new Set(['review.read']) }))).toBe(false)
  })

  it('decide with a, f, e and s only a case the user holds, each opening its step', () => {
    const keys = ['review.legitimate', 'review.fraud', 'review.escalate', 'review.snooze'] as const
    expect(keys.map((id) => reviewCommands[id].shortcut)).toEqual(['a', 'f', 'e', 's'])
    const held = decider({ focus: { reviewCase: { id: 12, state: 'CLAIMED', heldBy: 'analyst' } } })
    const others = decider({ focus: { reviewCase: { id: 12, state: 'CLAIMED', heldBy: 'bob' } } })
    const open = decider({ focus: { reviewCase: { id: 12, state: 'OPEN', heldBy: null } } })
    for (const id of keys) {
      expect(isAvailable(reviewCommands[id], held), id).toBe(true)
      expect(isAvailable(reviewCommands[id], others), id).toBe(false)
      expect(isAvailable(reviewCommands[id], open), id).toBe(false)
    }
    reviewCommands['review.fraud'].run(held)
    expect(held.openDialog).toHaveBeenCalledWith('fraud')
  })

  it('send to review with v the selected transactions, or the one open or under the cursor', () => {
    const send = reviewCommands['review.send']
    expect(send.shortcut).toBe('v')
    expect(isAvailable(send, decider())).toBe(false)
    expect(isAvailable(send, decider({ focus: { selection: { kind: 'transactions', rows: [{}] } } }))).toBe(true)
    expect(isAvailable(send, decider({ focus: { selection: { kind: 'customers', rows: [{}] } } }))).toBe(false)
    const tx = { id: 'tx1', merchantAccount: 'acme-books', payment: {}, customer: {}, metadata: {} } as never
    const ctx = decider({ focus: { transaction: tx } })
    expect(isAvailable(send, ctx)).toBe(true)
    send.run(ctx)
    expect(ctx.openDialog).toHaveBeenCalledWith('sendToReview')
  })

  it('list the keys of a decision step in the shortcut help, among the dialog keys, only while a case is in hand', () => {
    const dialogKeys = (ctx: CommandContext) => shortcutPlaces(ctx).find(([place]) => place === 'dialog')?.[1].map((key) => `${key.shortcut} ${key.id}`) ?? []
    const held = decider({ focus: { reviewCase: { id: 12, state: 'CLAIMED', heldBy: 'analyst' } } })
    expect(dialogKeys(held)).toEqual(
      expect.arrayContaining(['1…9 review.step.reason', 'r review.step.refund', 'l review.step.allowList', 'h review.step.hour', 'w review.step.nextWeek', 'c review.step.note']),
    )
    const others = decider({ focus: { reviewCase: { id: 12, state: 'CLAIMED', heldBy: 'bob' } } })
    expect(dialogKeys(others).filter((key) => key.includes('review.step'))).toEqual([])
    expect(dialogKeys(decider()).filter((key) => key.includes('review.step'))).toEqual([])
  })
})
