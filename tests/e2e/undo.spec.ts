import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, loadedGrid, signInAs } from './helpers'

interface Row {
  merchantAccount: string
  status: string
  payment: { cardHash: string | null; cardBin: string | null }
}

interface Block {
  id: number
  accountId: string
  createdBy: string
}

async function analystHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { username: 'analyst', password: DEMO_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

async function allPages<T>(request: APIRequestContext, path: string, headers: Record<string, string>, query: Record<string, string> = {}): Promise<T[]> {
  const items: T[] = []
  let cursor: string | null = null
  do {
    const params: Record<string, string | number> = { limit: 500, ...query, ...(cursor ? { cursor } : {}) }
    const page = (await (await request.get(`/api/v1/${path}`, { headers, params })).json()) as { items: T[]; nextCursor: string | null }
    items.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return items
}

/**
 * Filters of the analyst's transactions (all time) whose card payments hold exactly 20 cards, none
 * blocked yet: each a list page whose selection blocks 20 cards.
 */
async function twentyCardFilters(request: APIRequestContext, headers: Record<string, string>) {
  const rows = await allPages<Row>(request, 'transaction', headers, { from: '2000-01-01T00:00:00.000Z' })
  const blocked = new Set((await allPages<Block>(request, 'fraudblock', headers, { active: 'true' })).map((block) => block.accountId))
  const keys: ((row: Row) => string)[] = [
    (row) => `merchant:${row.merchantAccount} status:${row.status}`,
    (row) => `bin:${row.payment.cardBin} status:${row.status}`,
    (row) => `merchant:${row.merchantAccount} bin:${row.payment.cardBin}`,
  ]
  const found: { filter: string; cards: string[]; rows: number }[] = []
  for (const key of keys) {
    const groups = new Map<string, Row[]>()
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
    for (const [filter, group] of groups) {
      const cards = [...new Set(group.map((row) => row.payment.cardHash))]
      // One list page (50 rows at most), so that Shift+X selects every payment of the 20 cards.
      if (group.length <= 50 && cards.length === 20 && cards.every((card) => card && !blocked.has(card))) found.push({ filter: `${filter} created>2000-01-01`, cards: cards as string[], rows: group.length })
    }
  }
  if (found.length === 0) throw new Error('the seed has no filter matching the payments of exactly 20 cards')
  return found
}

/** Blocks the cards of the filtered transactions from the list, by keyboard, and closes the results. */
async function blockCardsOf(page: Page, { filter, rows }: { filter: string; rows: number }) {
  await page.goto('/merchant/transactions')
  await loadedGrid(page)
  await page.keyboard.press('/')
  await page.keyboard.type(filter)
  await page.keyboard.press('Enter')
  // The filtered list must be in before Shift+X: a list still loading would drop the selection.
  await expect(page.getByText(`Matches: ${rows}`, { exact: true })).toBeVisible()
  await page.keyboard.press('Shift+X')
  await expect(page.getByRole('toolbar', { name: 'Actions on the selection' })).toContainText(`Selected: ${rows}`)
  await page.keyboard.press('b')
  const dialog = page.getByRole('dialog', { name: 'Block the cards of the selection' })
  await expect(dialog).toContainText('Cards to block: 20')
  await page.keyboard.type('Card testing ring')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('list', { name: 'What became of each card' }).locator('li')).toHaveCount(20)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('z right after a bulk block of 20 cards removes exactly those 20 blocks', async ({ page, request }) => {
  const headers = await analystHeaders(request)
  const [found] = await twentyCardFilters(request, headers)
  const { cards } = found!
  const before = await allPages<Block>(request, 'fraudblock', headers)

  await signInAs(page, 'analyst')
  await blockCardsOf(page, found!)
  const blocked = await allPages<Block>(request, 'fraudblock', headers)
  expect(blocked.length).toBe(before.length + 20)
  await expect(page.getByRole('status').filter({ hasText: 'Done' }).getByRole('button', { name: 'Undo' })).toBeVisible()

  await page.keyboard.press('z')
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible()
  const after = await allPages<Block>(request, 'fraudblock', headers)
  expect(after.map((block) => block.id).sort()).toEqual(before.map((block) => block.id).sort())
  for (const card of cards) expect(after.some((block) => block.accountId === card), card).toBe(false)
})

test('the undo of a bulk block one of whose blocks changed since is refused, with its reason in the toast', async ({ page, request }) => {
  const headers = await analystHeaders(request)
  const filters = await twentyCardFilters(request, headers)
  const last = filters[filters.length - 1]!
  const { cards } = last

  await signInAs(page, 'analyst')
  await blockCardsOf(page, last)
  const mine = (await allPages<Block>(request, 'fraudblock', headers, { active: 'true' })).filter((block) => cards.includes(block.accountId))
  expect(mine).toHaveLength(20)
  // Someone lifts one of the new blocks before the undo.
  const lifted = await request.delete(`/api/v1/fraudblock/${mine[0]!.id}`, { headers, data: { reason: 'Lifted by hand' } })
  expect(lifted.ok()).toBe(true)

  await page.keyboard.press('z')
  await expect(page.getByRole('alert')).toContainText('This record changed after the action')
  const still = (await allPages<Block>(request, 'fraudblock', headers, { active: 'true' })).filter((block) => cards.includes(block.accountId))
  expect(still).toHaveLength(19)
})
