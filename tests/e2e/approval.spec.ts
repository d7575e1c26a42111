import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import { DEMO_PASSWORD, keyCounter, loadedGrid, signInAs, uniqueSuffix } from './helpers'

interface AccountSummary {
  accounts: { currency: string; balance: number }[]
}

/** 20,000 EUR: above the money policy's default threshold of 10,000, so a second person approves it. */
const AMOUNT_MINOR = 2_000_000

/** A merchant of the operator's whose EUR account can pay out 20,000 EUR, found through the API as the operator. */
async function merchantToPayOut(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { username: 'operator', password: DEMO_PASSWORD } })
  expect(login.ok(), 'the operator signs in through the API').toBe(true)
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const merchants = (await (await request.get('/api/v1/merchant', { headers, params: { limit: 50 } })).json()) as { items: { name: string }[] }
  for (const { name } of merchants.items) {
    const summary = await request.get(`/api/v1/accountsummary/${name}`, { headers })
    if (!summary.ok()) continue
    const eur = ((await summary.json()) as AccountSummary).accounts.find((account) => account.currency === 'EUR')
    if (eur && eur.balance >= AMOUNT_MINOR) return name
  }
  throw new Error('No merchant of the operator holds 20,000 EUR')
}

async function signedInPage(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, username)
  return page
}

test('an operator asks for a 20,000 EUR withdrawal, the admin approves it from /approvals, by keyboard in at most 12 key presses; the ledger shows it once', async ({ browser, request }) => {
  const merchant = await merchantToPayOut(request)
  const reference = `PAYOUT-${uniqueSuffix()}`

  // The operator, on the merchant's account page: w, the amount, Tab, the reference, send.
  const operator = await signedInPage(browser, 'operator')
  await operator.goto(`/merchants/${merchant}/accountSummary`)
  const ledger = operator.getByRole('table', { name: 'Ledger entries' })
  await expect(ledger).toBeVisible()
  const asked = keyCounter(operator)
  await asked.press('w')
  await expect(operator).toHaveURL(/dialog=withdraw/)
  const currency = operator.getByLabel('Currency')
  if ((await currency.count()) > 0) await currency.selectOption('EUR')
  await expect(operator.getByLabel('Amount in EUR')).toBeFocused()
  await asked.type('20000')
  await asked.press('Tab')
  await asked.type(reference)
  await asked.press('ControlOrMeta+Enter')
  await expect(operator.getByRole('status').filter({ hasText: /sent for approval/i })).toBeVisible()
  await expect(operator).not.toHaveURL(/dialog=/)
  await expect(ledger.getByRole('row').filter({ hasText: reference }), 'nothing moves before the approval').toHaveCount(0)

  // The admin: g o, j to the request waiting first in the list, Enter, a, then the approval sent.
  const admin = await signedInPage(browser, 'admin')
  const approved = keyCounter(admin)
  await approved.press('g')
  await approved.press('o')
  await expect(admin).toHaveURL(/\/approvals/)
  const grid = await loadedGrid(admin)
  const row = grid.locator('tbody tr').filter({ hasText: reference })
  await expect(row).toHaveCount(1)
  await expect(grid.locator('tbody tr').first(), 'the newest request waits first').toContainText(reference)
  await approved.press('j')
  await approved.press('Enter')
  await expect(admin).toHaveURL(/\/approvals\/\d+/)
  await expect(admin.getByText('operator').first()).toBeVisible()
  await approved.press('a')
  await expect(admin).toHaveURL(/dialog=approve/)
  await approved.press('ControlOrMeta+Enter')
  await expect(admin.getByRole('status').filter({ hasText: /approved/i })).toBeVisible()
  expect(asked.count() + approved.count(), 'key presses for the request and its approval').toBeLessThanOrEqual(12)

  // The movement is in the ledger once, as the withdrawal asked for.
  await operator.reload()
  const moved = ledger.getByRole('row').filter({ hasText: reference })
  await expect(moved).toHaveCount(1)
  await expect(moved).toContainText('DR')
  await expect(moved).toContainText('Withdrawal')
  await expect(moved).toContainText('20,000.00')
  await operator.context().close()
  await admin.context().close()
})
