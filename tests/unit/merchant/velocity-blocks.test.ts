import { velocityBlockKind } from '@console/api/merchant'
import { parseFilterQuery } from '@domain/filters'
import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

const route = { merchant: 'acme-books', velocityBlock: '7' }

describe('after deleting a velocity block', () => {
  it('goes to the list first, drops the block from the cache and never fetches it again; the list reloads', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const steps: string[] = []
    const fetchBlock = vi.fn(async () => {
      steps.push('fetch block')
      return { id: 7 }
    })
    const fetchList = vi.fn(async () => {
      steps.push('fetch list')
      return { items: [] }
    })
    // The detail pane and the list, both on screen.
    const pane = new QueryObserver(queryClient, { queryKey: velocityBlockKind.keys.detail(7, route), queryFn: fetchBlock })
    const unsubscribePane = pane.subscribe(() => undefined)
    const list = new QueryObserver(queryClient, { queryKey: ['workspace', 'velocityblocks', 'acme-books'], queryFn: fetchList })
    const unsubscribeList = list.subscribe(() => undefined)
    await vi.waitFor(() => expect(pane.getCurrentResult().isSuccess && list.getCurrentResult().isSuccess).toBe(true))
    steps.length = 0

    await velocityBlockKind.removed(queryClient, 7, route, async () => {
      steps.push('navigate')
      unsubscribePane() // the pane closes with the route
    })
    await vi.waitFor(() => expect(steps).toContain('fetch list'))

    expect(steps).toEqual(['navigate', 'fetch list'])
    expect(fetchBlock).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryCache().find({ queryKey: velocityBlockKind.keys.detail(7, route), exact: true })).toBeUndefined()
    unsubscribeList()
    queryClient.clear()
  })
})

describe('the velocity block list filters', () => {
  it('filters a merchant velocity block list by value and status', () => {
    expect(parseFilterQuery('account:a@b.com status:ACTIVE', velocityBlockFilterFields).search).toEqual({ accountId: 'a@b.com', status: 'ACTIVE' })
  })
})
