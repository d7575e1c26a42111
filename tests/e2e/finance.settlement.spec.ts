import type { Transaction } from '@domain/entities/transaction'
import { settlementFormatOf } from '@domain/settlement-formats'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { settlementCsv, type SettlementLine } from '../api/settlement-files'
import { adminHeaders, keyCounter, signInAs, uniqueSuffix } from './helpers'

interface Unsettled {
  /** The id the gateway's file names the transaction by. */
  fileId: string
  amount: number
  currency: string
}

/**
 * Charged transactions of a merchant of the space, through the gateway, that no record settled
 * yet: a transaction is settled once, so these are the ones a new file settles.
 */
async function unsettledTransactions(request: APIRequestContext, headers: Record<string, string>, gateway: string, count: number): Promise<Unsettled[]> {
  const seeded = await request.get('/api/v1/settlement/platform/record', { headers, params: { gateway, result: 'SUCCESS', limit: 1 } })
  const merchant = ((await seeded.json()) as { items: { merchantAccount: string }[] }).items[0]!.merchantAccount
  const charged = await request.get('/api/v1/transaction', { headers, params: { merchantName: merchant, gateway, status: 'CHARGED', limit: 200 } })
  const byReference = settlementFormatOf(gateway)!.matchBy === 'gatewayReference'
  const found: Unsettled[] = []
  for (const tx of ((await charged.json()) as { items: Transaction[] }).items) {
    const fileId = byReference ? tx.gateway.reference! : tx.id
    const settled = await request.get('/api/v1/settlement/platform/record', { headers, params: { transactionId: fileId, result: 'SUCCESS', limit: 1 } })
    if (((await settled.json()) as { items: unknown[] }).items.length === 0) found.push({ fileId, amount: tx.amount, currency: tx.currency })
    if (found.length === count) return found
  }
  throw new Error(`fewer than ${count} unsettled ${gateway} transactions of ${merchant}`)
}

test('a finance operator uploads a settlement file and reads its per-row results in at most 10 key presses, by keyboard', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  // The gateway the dialog offers first is that of the space's latest upload.
  const uploads = await request.get('/api/v1/settlement/platform/upload', { headers, params: { limit: 1 } })
  expect(uploads.ok()).toBe(true)
  const gateway = ((await uploads.json()) as { items: { gateway: string }[] }).items[0]!.gateway
  const [first, second] = await unsettledTransactions(request, headers, gateway, 2)
  const line = (tx: Unsettled, change: Partial<SettlementLine> = {}): SettlementLine => ({
    id: tx.fileId,
    reference: `E2E-${uniqueSuffix()}`,
    date: '2026-03-02',
    amount: tx.amount,
    fee: Math.round(tx.amount * 0.02),
    currency: tx.currency,
    ...change,
  })
  const file = settlementCsv(gateway, [line(first!), line(second!, { amount: second!.amount + 1 }), line(first!, { id: `unknown-${uniqueSuffix()}` })])

  await signInAs(page, 'admin')
  const keys = keyCounter(page)

  await keys.press('g')
  await keys.press('s')
  await expect(page).toHaveURL(/\/settlement$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Settlement' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Uploads' })).toBeVisible()

  await keys.press('u')
  await expect(page).toHaveURL(/\?dialog=upload$/)
  const dialog = page.getByRole('dialog', { name: 'Upload a settlement file' })
  await expect(dialog.getByRole('combobox', { name: 'Gateway' })).toHaveValue(gateway)
  const input = dialog.getByLabel('Settlement file (CSV)')
  await expect(input).toBeFocused()

  // Choosing the file is one key press: Space opens the chooser on the focused input.
  const chooser = page.waitForEvent('filechooser')
  await keys.press('Space')
  await (await chooser).setFiles({ name: 'settlement-e2e.csv', mimeType: 'text/csv', buffer: file })
  await expect(dialog.getByText(/^settlement-e2e\.csv · \d+ bytes$/)).toBeVisible()
  await keys.press('ControlOrMeta+Enter')

  // The upload opens on its own rows, its progress beside them, until the job has read the file.
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/settlement\?uploadId=\d+&sort=row$/)
  const upload = page.getByTestId('settlement-upload')
  await expect(upload.getByText('COMPLETED')).toBeVisible({ timeout: 20_000 })
  await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(upload.getByText('3 rows: 1 success, 1 error, 1 invalid')).toBeVisible()

  const grid = page.getByTestId('workspace-grid')
  await expect(grid.locator('tbody tr')).toHaveCount(3)
  const rows = grid.locator('tbody tr')
  await expect(rows.nth(0)).toContainText('SUCCESS')
  await expect(rows.nth(1)).toContainText('ERROR')
  await expect(rows.nth(1)).toContainText(/Amount .* differs from the transaction's/)
  await expect(rows.nth(2)).toContainText('INVALID')
  await expect(rows.nth(2)).toContainText('No transaction with this id in the space')
  expect(keys.count()).toBeLessThanOrEqual(10)

  // A matched row opens its transaction.
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchant/[^/]+/transactions/${first!.fileId}$`))
})
