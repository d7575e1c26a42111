import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, exportListCsv, goByShortcut, loadedGrid, runFromPalette, signInAs, uniqueSuffix } from './helpers'

interface TransactionRow {
  createdAt?: string
  created?: string
  payment: { cardHash: string | null }
}

/**
 * A card of the demo data in the analyst's scope, used lately, that no active block refuses
 * yet: the one an analyst would block now. Asked through the API, as the analyst.
 */
async function unblockedCard(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { username: 'analyst', password: DEMO_PASSWORD } })
  expect(login.ok(), 'analyst signs in through the API').toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}`, 'x-admin-user': 'analyst' }
  const list = await request.get('/api/v1/transaction', { headers, params: { limit: 200 } })
  expect(list.ok(), 'analyst lists transactions').toBe(true)
  const { items } = (await list.json()) as { items: TransactionRow[] }
  const cards = [...new Set(items.map((tx) => tx.payment.cardHash).filter((card): card is string => Boolean(card)))]
  for (const card of cards) {
    const blocks = await request.get('/api/v1/fraudblock', { headers, params: { accountId: card, active: 'true' } })
    const { items: active } = (await blocks.json()) as { items: unknown[] }
    if (active.length === 0) return card
  }
  throw new Error('the demo data has no unblocked card in the analyst scope')
}

function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name)
}

test('analyst pastes a card hash in the palette, opens a transaction, blocks the card after its impact preview, and finds the block', async ({ page, request }) => {
  const card = await unblockedCard(request)
  const reason = `Card testing seen in triage ${uniqueSuffix()}`

  await signInAs(page, 'analyst')

  // The palette recognises the pasted value and Enter takes its first jump: the card's transactions.
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.getByRole('combobox')).toBeFocused()
  await page.keyboard.insertText(card)
  await expect(page.getByRole('option', { name: /^Transactions with/ }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchant\/transactions\?/)
  expect(searchParam(page, 'cardHash')).toBe(card)

  // Open the first transaction of the card from the list, by keyboard.
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchant\/[^/?]+\/transactions\/[^/?]+/)
  await expect(page.getByText(card).first()).toBeVisible()

  // The transaction's "create fraud block" command opens the form prefilled with its card.
  await page.keyboard.press('Shift+B')
  await expect(page).toHaveURL(/\/fraudblocks\/@new\?/)
  expect(searchParam(page, 'accountId')).toBe(card)
  await expect(page.getByLabel('Card hash (token)')).toHaveValue(card)

  // Before saving, the preview counts what the block would have caught over the last 30 days.
  const preview = page.getByTestId('fraud-block-preview')
  await expect(preview.getByTestId('preview-transactions')).toHaveText(/^[1-9][\d,]*$/)
  await expect(preview).toContainText('Counted over the last 30 days')

  await expect(page.getByLabel('Reason', { exact: true })).toBeFocused()
  await page.keyboard.type(reason)
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page).toHaveURL(/\/fraudblocks\?/)
  expect(searchParam(page, 'accountId')).toBe(card)
  await expect(page.getByRole('status').filter({ hasText: 'Fraud block saved' })).toBeVisible()
  await expect(page.getByText(reason)).toBeVisible()
})

test('analyst is told the reason is required, by the field, and nothing is saved', async ({ page }) => {
  await signInAs(page, 'analyst')
  await page.goto('/fraudblocks/@new?accountId=tok_demo1234abcd')
  await expect(page.getByLabel('Reason', { exact: true })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('This field is required')).toBeVisible()
  await expect(page).toHaveURL(/\/fraudblocks\/@new/)
})

test('analyst pastes a batch with a good, a malformed and a repeated line, and sees a result per line', async ({ page }) => {
  const good = `tokBatch${uniqueSuffix()}`
  await signInAs(page, 'analyst')
  await runFromPalette(page, 'Block many values at once', /\/fraudblocks\/batch$/)
  await expect(page.getByRole('textbox', { name: 'Values' })).toBeFocused()
  await page.keyboard.insertText(`${good},confirmed card testing\nnot a token!,bad paste\n${good},again`)
  await expect(page.getByText('Ready: 2 · Kept back: 1')).toBeVisible()
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page.getByRole('status').filter({ hasText: 'Blocked: 1 · Not applied: 2' })).toBeVisible()
  const rows = page.getByRole('row')
  await expect(rows.filter({ hasText: 'confirmed card testing' })).toContainText('SUCCESS')
  await expect(rows.filter({ hasText: 'bad paste' })).toContainText('INVALID')
  await expect(rows.filter({ hasText: 'again' })).toContainText('ERROR')
  await expect(page.getByText('Lines marked ERROR or INVALID changed nothing')).toBeVisible()
})

test('analyst deletes a fraud block with a reason from its detail, by keyboard', async ({ page }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'f', /\/fraudblocks$/)
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fraudblocks\/\d+/)
  await expect(page.getByRole('heading', { level: 2, name: /Fraud block \d+/ })).toBeVisible()

  await page.keyboard.press('Shift+D')
  const dialog = page.getByRole('dialog', { name: 'Delete this fraud block?' })
  await expect(dialog.getByLabel('Why is this block released?')).toBeFocused()
  // While the dialog is open the list keys wait behind it.
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('This field is required')).toBeVisible()
  await page.keyboard.type('Customer verified by phone')
  await page.keyboard.press('Enter')

  await expect(page.getByRole('status').filter({ hasText: 'Block deleted' })).toBeVisible()
  await expect(page).toHaveURL(/\/fraudblocks$/)
  await expect(dialog).toHaveCount(0)
})

test("an export of one merchant's velocity blocks holds that merchant's blocks only", async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/merchants/acme-books/velocityblocks')
  await loadedGrid(page)
  const { text } = await exportListCsv(page)
  const [header, ...lines] = text.trim().split('\r\n')
  const merchantAt = header!.split(',').indexOf('merchantAccount')
  expect(lines.length).toBeGreaterThan(0)
  expect(new Set(lines.map((line) => line.split(',')[merchantAt]))).toEqual(new Set(['acme-books']))
})
