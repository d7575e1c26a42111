import { expect, test } from '@playwright/test'
import { runFromPalette, signInAs, uniqueSuffix } from './helpers'

test('a finance operator tops up and withdraws on a merchant account by keyboard; too much is refused beside the amount', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/merchants/acme-books')
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Books' })).toBeVisible()
  await runFromPalette(page, 'Merchant: Account summary', /\/merchants\/acme-books\/accountSummary$/)
  const balance = page.getByTestId('balance-USD')
  const ledger = page.getByRole('table', { name: 'Ledger entries' })
  await expect(ledger).toBeVisible()
  await expect(page.getByRole('table', { name: 'Daily summary' })).toBeVisible()
  const before = (await balance.textContent()) ?? ''

  // Top up: `t` opens the dialog (a deep link), the amount is typed in dollars.
  const topUpRef = `TOPUP-${uniqueSuffix()}`
  await page.keyboard.press('t')
  await expect(page).toHaveURL(/dialog=topup/)
  const amount = page.getByLabel('Amount in USD')
  await expect(amount).toBeFocused()
  await page.keyboard.type('25.50')
  await page.keyboard.press('Tab')
  await page.keyboard.type(topUpRef)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Topped up $25.50' })).toBeVisible()
  await expect(page).not.toHaveURL(/dialog=/)
  const topUpRow = ledger.getByRole('row').filter({ hasText: topUpRef })
  await expect(topUpRow).toContainText('CR')
  await expect(topUpRow).toContainText('Top-up')
  await expect(topUpRow).toContainText('$25.50')
  await expect(balance).not.toHaveText(before)
  const afterTopUp = (await balance.textContent()) ?? ''
  await expect(topUpRow).toContainText(afterTopUp)

  // Withdraw too much: refused, the available balance said beside the amount, nothing applied.
  const withdrawRef = `WD-${uniqueSuffix()}`
  await page.keyboard.press('w')
  await expect(page).toHaveURL(/dialog=withdraw/)
  await expect(page.getByLabel('Amount in USD')).toBeFocused()
  await page.keyboard.type('99999999')
  await page.keyboard.press('Tab')
  await page.keyboard.type(withdrawRef)
  await page.keyboard.press('ControlOrMeta+Enter')
  const withdrawAmount = page.getByLabel('Amount in USD')
  await expect(withdrawAmount).toHaveAccessibleDescription(/available balance/)
  await expect(balance).toHaveText(afterTopUp)

  // Then a valid amount: the same dialog, the amount corrected.
  await withdrawAmount.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('10')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Withdrew $10.00' })).toBeVisible()
  const withdrawRow = ledger.getByRole('row').filter({ hasText: withdrawRef })
  await expect(withdrawRow).toContainText('DR')
  await expect(withdrawRow).toContainText('Withdrawal')
  await expect(balance).not.toHaveText(afterTopUp)
  await expect(withdrawRow).toContainText((await balance.textContent()) ?? '')
})
