import { expect, type Page, test } from '@playwright/test'
import { adminHeaders, goByShortcut, runFromPalette, signInAs } from './helpers'

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
  // The action asked for is in the address: Back closes its dialog.
  await expect(page).toHaveURL(/[?&]dialog=transactionAction&item=REFUND$/)
  await page.goBack()
  await expect(dialog).toHaveCount(0)
  await page.goForward()
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await page.keyboard.type('Customer asked for part of the order back')
  await dialog.getByLabel(`Amount in ${tx.currency}`).fill(major(remaining + 1))
  // Money moved cannot be undone: $mod+Enter sends, and the dialog says so.
  await expect(dialog).toContainText('This cannot be undone: the money goes back to the customer')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(dialog.getByText(/^At most /)).toBeVisible()

  await dialog.getByLabel(`Amount in ${tx.currency}`).fill(major(1))
  await expect(dialog.getByText(/^At most /)).toHaveCount(0)
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/transaction/${tx.merchantAccount}/${tx.id}`))
  await page.keyboard.press('ControlOrMeta+Enter')
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
  await expect(facts.getByText('TRUSTED', { exact: true })).toBeVisible()
  await expect(facts.getByText('reviewed', { exact: true })).toBeVisible()
})

test('support: a customer opened from the palette sits beside a list that holds it, with a chip saying so; its palette offers its transactions', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const listed = await request.get('/api/v1/customer?limit=1&sort=name', { headers })
  expect(listed.ok()).toBe(true)
  const [customer] = ((await listed.json()) as { items: { id: string; merchantAccount: string }[] }).items
  expect(customer).toBeTruthy()

  await signInAs(page, 'admin')
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type(customer!.id)
  await page.getByRole('option', { name: `Open customer ${customer!.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/merchant/${customer!.merchantAccount}/customers/${customer!.id}$`))
  const chip = page.getByRole('list', { name: 'Defaults in force' }).getByText(`Customer ${customer!.id} (the open record's)`)
  await expect(chip).toBeVisible()
  const row = page.getByTestId('workspace-grid').locator(`tr[data-row-key="${customer!.merchantAccount}/${customer!.id}"]`)
  await expect(row).toBeVisible()
  await expect(row).toHaveAttribute('aria-current', 'true')

  await runFromPalette(page, 'Transactions of')
  await expect(page).toHaveURL(new RegExp(`/merchant/${customer!.merchantAccount}/transactions\\?customerId=${customer!.id}$`))
  await page.goBack()
  await expect(chip).toBeVisible()

  // Shift+O: a fraud block on the customer, the new block form on its field and id.
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible()
  await page.keyboard.press('Shift+O')
  await expect(page).toHaveURL(/\/fraudblocks\/@new\?/)
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ field: 'CUSTOMER_ID', accountId: customer!.id })
  await expect(page.getByLabel('Blocklist field')).toHaveValue('CUSTOMER_ID')
  await page.goBack()
  await expect(chip).toBeVisible()

  // Removed like any filter, the chip gives the whole list back, the customer still open.
  await page.getByRole('button', { name: `Remove the filter of the open record: Customer ${customer!.id}` }).click()
  await expect(chip).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/customers/${customer!.id}$`))
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').nth(1)).toBeVisible()
})

test('analyst: Shift+L from a transaction of a filtered list keeps that list beside its gateway log', async ({ page }) => {
  await signInAs(page, 'analyst')
  const tx = await openFirstTransaction(page, 'payment:CARD')
  await page.keyboard.press('Shift+L')
  await expect(page).toHaveURL(new RegExp(`/transactions/${tx.id}/log/\\d+\\?paymentType=CARD$`))
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue('payment:CARD')
  await expect(page.getByTestId('workspace-grid').locator(`tr[data-row-key="${tx.merchantAccount}/${tx.id}"]`)).toBeVisible()
})
