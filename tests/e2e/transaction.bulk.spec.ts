import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_PASSWORD, keyCounter, loadedGrid, signInAs, textOf } from './helpers'

interface Row {
  id: string
  merchantAccount: string
  status: string
  payment: { cardHash: string | null; cardBin: string | null }
}

async function analystHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { username: 'analyst', password: DEMO_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

/** A filter of the analyst's transactions (all time) that matches 20 to 50 card payments: one list page. */
async function twentyOddTransactions(request: APIRequestContext, headers: Record<string, string>) {
  const rows: Row[] = []
  let cursor: string | null = null
  do {
    const params: Record<string, string | number> = { limit: 500, from: '2000-01-01T00:00:00.000Z', ...(cursor ? { cursor } : {}) }
    const page = (await (await request.get('/api/v1/transaction', { headers, params })).json()) as { items: Row[]; nextCursor: string | null }
    rows.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  // Filter bar terms, from the widest to the narrowest, until one group is a page of 20 to 50.
  const keys: ((row: Row) => string)[] = [
    (row) => `merchant:${row.merchantAccount} status:${row.status}`,
    (row) => `bin:${row.payment.cardBin} status:${row.status}`,
    (row) => `merchant:${row.merchantAccount} bin:${row.payment.cardBin}`,
    (row) => `merchant:${row.merchantAccount} status:${row.status} bin:${row.payment.cardBin}`,
  ]
  let found: [string, Row[]] | undefined
  for (const key of keys) {
    const groups = new Map<string, Row[]>()
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
    found = [...groups].find(([, group]) => group.length >= 20 && group.length <= 50 && group.every((row) => row.payment.cardHash))
    if (found) break
  }
  if (!found) throw new Error('the seed has no filter matching 20 to 50 card payments')
  return { filter: `${found[0]} created>2000-01-01`, rows: found[1] }
}

test('an analyst blocks the cards of 20 selected transactions from the list in at most 8 key presses', async ({ page, request }) => {
  const headers = await analystHeaders(request)
  const { filter, rows } = await twentyOddTransactions(request, headers)
  const cards = new Set(rows.map((row) => row.payment.cardHash))

  await signInAs(page, 'analyst')
  await page.goto('/merchant/transactions')
  await loadedGrid(page)

  const { press, type, count } = keyCounter(page)
  await press('/')
  await type(filter)
  await press('Enter')
  await expect(page.getByText(`Matches: ${rows.length}`)).toBeVisible()
  await press('Shift+X')
  const toolbar = page.getByRole('toolbar', { name: 'Actions on the selection' })
  await expect(toolbar).toContainText(`Selected: ${rows.length}`)
  await expect(toolbar.getByRole('button', { name: /Block the cards of the selected transactions/ })).toBeVisible()
  await press('b')
  const dialog = page.getByRole('dialog', { name: 'Block the cards of the selection' })
  await expect(dialog).toContainText(`Cards to block: ${cards.size} (from ${rows.length} selected transactions)`)
  await type('Card testing ring')
  await press('Enter')

  const results = dialog.getByRole('list', { name: 'What became of each card' })
  await expect(results.locator('li')).toHaveCount(cards.size)
  expect(count()).toBeLessThanOrEqual(8)

  // Every card of the selection is now blocked for the analyst's space.
  for (const card of cards) {
    const blocks = (await (await request.get('/api/v1/fraudblock', { headers, params: { accountId: card!, active: 'true' } })).json()) as { items: unknown[] }
    expect(blocks.items.length, `active block of ${card}`).toBeGreaterThan(0)
  }
})

test('the selected transactions export as the CSV of the list, with exactly their ids', async ({ page }) => {
  await signInAs(page, 'analyst')
  await page.goto('/merchant/transactions?status=DECLINED')
  const grid = await loadedGrid(page)
  await grid.focus()
  await page.keyboard.press('x')
  await page.keyboard.press('Shift+J')
  await page.keyboard.press('Shift+J')
  const keys = await grid.locator('tbody tr[data-selected="true"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''))
  const ids = keys.map((key) => key.slice(key.indexOf('/') + 1))
  const download = page.waitForEvent('download')
  await page.keyboard.press('Shift+E')
  const text = await textOf(await download)
  const lines = text.trim().split('\n')
  expect(ids).toHaveLength(3)
  // The header line, then one line per selected transaction and no other.
  expect(lines).toHaveLength(4)
  for (const id of ids) expect(text).toContain(id)
})

test('a bulk block without a reason keeps its form and says so beside the reason, which clears once given; then the cards are blocked', async ({ page, request }) => {
  const headers = await analystHeaders(request)
  const { filter, rows } = await twentyOddTransactions(request, headers)
  const cards = new Set(rows.map((row) => row.payment.cardHash))
  let batches = 0
  page.on('request', (call) => {
    if (new URL(call.url()).pathname === '/api/v1/fraudblock/batch') batches += 1
  })

  await signInAs(page, 'analyst')
  await page.goto('/merchant/transactions')
  await loadedGrid(page)
  await page.keyboard.press('/')
  await page.keyboard.type(filter)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Matches: ${rows.length}`)).toBeVisible()
  await page.keyboard.press('Shift+X')
  await page.keyboard.press('b')
  const dialog = page.getByRole('dialog', { name: 'Block the cards of the selection' })
  const reason = dialog.getByLabel('Reason')
  await expect(reason).toBeFocused()

  // Enter with no reason: the form stays, the reason says why, no card was tried.
  await page.keyboard.press('Enter')
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(reason).toHaveAccessibleDescription('Give the reason for this action')
  await expect(dialog.getByRole('list', { name: 'What became of each card' })).toHaveCount(0)
  expect(batches).toBe(0)

  // The error goes as the reason is typed; Enter blocks the cards (a block can be undone).
  await page.keyboard.type('Card testing ring')
  await expect(reason).not.toHaveAttribute('aria-invalid')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('list', { name: 'What became of each card' }).locator('li')).toHaveCount(cards.size)
  expect(batches).toBe(1)
})
