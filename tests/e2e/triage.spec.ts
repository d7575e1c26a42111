import { expect, type Page, test } from '@playwright/test'
import { goByShortcut, signInAs } from './helpers'

const detailPath = /\/merchant\/([^/]+)\/transactions\/(tx_[0-9a-f]+)(\?.*)?$/

/** `g t`, then the first row with `j` and Enter: the transaction detail opens beside the list. */
async function openFirstTransaction(page: Page, filter?: string) {
  await goByShortcut(page, 't', /\/merchant\/transactions/)
  const grid = page.getByRole('main')
  await expect(grid.getByRole('row').nth(1)).toBeVisible()
  if (filter) {
    await page.keyboard.press('/')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(filter)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&](paymentType|status)=/)
    await expect(grid.getByRole('row').nth(1)).toBeVisible()
  }
  const detail = page.waitForResponse((response) => /\/api\/v1\/transaction\/[^/]+\/tx_[0-9a-f]+$/.test(new URL(response.url()).pathname))
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(detailPath)
  const answer = await detail
  expect(answer.status()).toBe(200)
  return (await answer.json()) as {
    id: string
    merchantAccount: string
    customer: { id: string | null }
    payment: { cardHash: string | null; cardBin: string | null; cardLast4Digits: string | null; paymentType: string }
  }
}

test('support: transaction, its gateway log, its customer, and back with Esc, by keyboard only', async ({ page }) => {
  await signInAs(page, 'support')
  const tx = await openFirstTransaction(page)
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Related records' })).toBeVisible()
  const transactionUrl = page.url()

  await page.keyboard.press('Shift+L')
  await expect(page).toHaveURL(new RegExp(`/merchant/${tx.merchantAccount}/transactions/${tx.id}/log/\\d+$`))
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Response received' })).toBeVisible()
  const logUrl = page.url()

  await page.keyboard.press('Shift+U')
  await expect(page).toHaveURL(new RegExp(`/merchant/${tx.merchantAccount}/customers/${tx.customer.id}$`))
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Financial summary' })).toBeVisible()

  // Esc walks back the way the agent came: customer, log, transaction, list.
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(logUrl)
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(transactionUrl)
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/merchant\/transactions$/)
})

test('analyst: from a card transaction, Shift+B opens /fraudblocks/@new prefilled with its card', async ({ page }) => {
  await signInAs(page, 'analyst')
  const tx = await openFirstTransaction(page, 'payment:CARD')
  expect(tx.payment.cardHash).toBeTruthy()
  await expect(page.getByRole('button', { name: /Create a fraud block for this card/ })).toBeVisible()

  await page.keyboard.press('Shift+B')
  await expect(page).toHaveURL(/\/fraudblocks\/@new\?/)
  // The link keeps the spec's plain form: `cardBin=520082`, never a JSON-quoted value.
  const query = Object.fromEntries(new URL(page.url()).searchParams)
  expect(query).toEqual({
    accountId: tx.payment.cardHash,
    cardBin: tx.payment.cardBin ?? '',
    cardLast4Digits: tx.payment.cardLast4Digits ?? '',
    paymentType: tx.payment.paymentType,
  })
  // The new-block form shows the card hash it was given.
  await expect
    .poll(() => page.evaluate((hash) => [...document.querySelectorAll('input, textarea')].some((field) => (field as HTMLInputElement).value === hash), tx.payment.cardHash))
    .toBe(true)
})

test('a ?cardHash= deep link lists the transactions of that card, with the filter shown in the bar', async ({ page }) => {
  await signInAs(page, 'analyst')
  const tx = await openFirstTransaction(page, 'payment:CARD')
  await page.keyboard.press('Shift+C')
  await expect(page).toHaveURL(new RegExp(`/merchant/transactions\\?cardHash=${tx.payment.cardHash}$`))
  const grid = page.getByRole('main')
  await expect(grid.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue(`card:${tx.payment.cardHash}`)
})

test('admin: a partial refund over what remains is refused in the dialog, a smaller one is applied and the detail refreshes', async ({ page }) => {
  await signInAs(page, 'admin')
  const tx = (await openFirstTransaction(page, 'status:CHARGED')) as Awaited<ReturnType<typeof openFirstTransaction>> & {
    amount: number
    currency: string
    capturedAmount: number
    refundedAmount: number
  }
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: tx.currency }).resolvedOptions().maximumFractionDigits ?? 2
  const remaining = tx.capturedAmount - tx.refundedAmount
  const major = (minor: number) => (minor / 10 ** digits).toFixed(digits)

  await page.getByRole('button', { name: 'Refund', exact: true }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await page.keyboard.type('Customer asked for part of the order back')
  await dialog.getByLabel(`Amount in ${tx.currency}`).fill(major(remaining + 1))
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(/^At most /)).toBeVisible()

  await dialog.getByLabel(`Amount in ${tx.currency}`).fill(major(1))
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/transaction/${tx.merchantAccount}/${tx.id}`))
  await page.keyboard.press('Enter')
  expect((await posted).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: `Refund done on ${tx.id}` })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  // The timeline shows the operator's refund once the detail has reloaded (the History panel,
  // refreshed by the same write, holds the reason too).
  await expect(page.getByText('admin — Customer asked for part of the order back')).toBeVisible()
})

test('analyst: edits a customer trust level and flags; a server field error shows under its field', async ({ page }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'c', /\/merchant\/customers/)
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchant\/[^/]+\/customers\/cus_[0-9a-f]+/)
  await expect(page.getByRole('heading', { name: 'Financial summary' })).toBeVisible()

  await page.getByRole('button', { name: 'Edit trust and fraud' }).focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Trust level, fraud flags and properties' })
  await form.getByLabel('Trust level').selectOption('TRUSTED')
  await form.getByLabel('Fraud flags').fill(`chargeback-risk, ${'x'.repeat(41)}`)
  await form.getByLabel('Fraud flags').press('ControlOrMeta+Enter')
  await expect(form.getByText('Enter at most 40 characters')).toBeVisible()

  await form.getByLabel('Fraud flags').fill('chargeback-risk, reviewed')
  await form.getByLabel('Fraud flags').press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: /^Customer cus_[0-9a-f]+ saved/ })).toBeVisible()
  await expect(form).toHaveCount(0)
  const facts = page.getByTestId('workspace-detail').locator('dl').first()
  await expect(facts.getByText('Trusted', { exact: true })).toBeVisible()
  await expect(facts.getByText('reviewed', { exact: true })).toBeVisible()
})
