import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { adminHeaders, goByShortcut, signInAs, tabTo } from './helpers'

/** The analyst's daily reports, narrowed by the filter bar to the completed ones (only they have a file), the cursor on the first. */
async function onFirstCompletedReport(page: Page) {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'y', /\/dailyReports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Daily reports' })).toBeVisible()
  await page.keyboard.press('/')
  await page.keyboard.type('state:COMPLETED ')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/state=COMPLETED/)
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').first()).toContainText('COMPLETED')
  await page.keyboard.press('Escape')
  await page.keyboard.press('j')
}

test('the analyst downloads a completed daily report of its space with the keyboard alone', async ({ page }) => {
  await onFirstCompletedReport(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dailyReports\/acme\/\d+/)
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('button', { name: /Download report file/ })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.keyboard.press('d')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-(transactions|settlement)\.csv$/)
  const text = readFileSync((await file.path())!, 'utf8')
  const header = text.split('\r\n')[0]
  expect(['transactionId,merchant,merchantTransactionId,created', 'transactionId,merchant,gateway,gatewayReference'].some((start) => header?.startsWith(start))).toBe(true)
  // The asking is audited, and the key asked for the link only once.
  await expect(page).not.toHaveURL(/dialog=download/)
})

test('the analyst downloads a completed daily report from its row in the list, and the help shows the keys of the list and of the row where they act', async ({ page }) => {
  await onFirstCompletedReport(page)

  // The row's keys are under the places they act in, not under the palette's "Go to".
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByRole('region', { name: 'A list' })).toContainText('Next row')
  await expect(help.getByRole('region', { name: 'A list' })).toContainText('Select or unselect the row')
  await expect(help.getByRole('region', { name: 'A record' })).toContainText('Download report file')
  await expect(help.getByRole('region', { name: 'Anywhere' })).toContainText('Go to daily reports')
  await expect(help.getByRole('region', { name: 'A form' })).toContainText('Save the form')
  await expect(help.getByRole('region', { name: 'A dialog' })).toContainText('Close without doing anything')
  await expect(help.getByRole('heading', { name: 'Go to' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)

  // `d` on the row: the same download as inside the report, with no report opened.
  const download = page.waitForEvent('download')
  await page.keyboard.press('d')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-(transactions|settlement)\.csv$/)
  await expect(page).toHaveURL(/\/dailyReports\?/)
  await expect(page).not.toHaveURL(/dialog=download/)
})

test('the analyst runs a report config of its space from the reports hub and narrows its period', async ({ page }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'r', /\/reports$/)
  const config = page.getByRole('list', { name: 'Report configs of the space' }).getByRole('link', { name: 'Approval rates' })
  await expect(config).toBeVisible()
  await tabTo(page, config)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/customReports\?/)

  const table = page.getByRole('table', { name: 'Approval rates' })
  await expect(table.getByRole('columnheader', { name: 'Approval rate' })).toBeVisible()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const rowsBefore = await table.locator('tbody tr').count()
  expect(rowsBefore).toBeGreaterThan(0)

  const days = page.getByLabel('Number of days')
  await tabTo(page, days)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('3')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/days=3/)
  await expect(page.getByText(/^Transactions, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
})

test('the admin chooses the measures of a report config by ticking them, and the saved definition runs', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const configs = (await (await request.get('/api/v1/mspace/acme/quicksightreports', { headers })).json()) as { id: number; name: string }[]
  const chargebacks = configs.find((config) => config.name === 'Chargebacks')!
  await signInAs(page, 'admin')
  await page.goto(`/reportsConfig/acme/cfg/${chargebacks.id}`)
  const measures = page.getByRole('group', { name: 'Measures' })
  await expect(measures.getByRole('checkbox', { name: 'Chargebacks' })).toBeChecked()
  const rate = measures.getByRole('checkbox', { name: 'Approval rate' })
  await expect(rate).not.toBeChecked()
  await tabTo(page, rate)
  await page.keyboard.press('Space')
  await expect(rate).toBeChecked()
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/quicksightreports/${chargebacks.id}`))
  await page.keyboard.press('ControlOrMeta+Enter')
  expect((await saved).status()).toBe(200)

  const after = (await (await request.get(`/api/v1/mspace/acme/quicksightreports/${chargebacks.id}`, { headers })).json()) as {
    definition: { measures: string[]; dimensions: string[] }
  }
  expect(after.definition).toMatchObject({ measures: ['count', 'approvalRate', 'chargebacks'], dimensions: ['day'] })
  const run = await request.post('/api/v1/customreport/acme/run', { headers, data: after.definition })
  expect(run.ok()).toBe(true)
  const body = (await run.json()) as { rows: { approvalRate: number | null }[] }
  expect(body.rows.some((row) => row.approvalRate !== null)).toBe(true)
})
