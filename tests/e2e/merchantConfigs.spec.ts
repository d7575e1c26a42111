import { expect, type Page, test } from '@playwright/test'
import { expectFieldRefused, loadedGrid, runFromPalette, signInAs, uniqueSuffix } from './helpers'

// A seeded merchant of the platform-direct group: gateway configs atlas-primary and cobalt-fallback, in EUR.
const MERCHANT = 'berlin-bikes'

async function openMerchantList(page: Page, segment: 'gateways' | 'instruments') {
  await signInAs(page, 'admin')
  await page.goto(`/merchants/${MERCHANT}/${segment}`)
  await loadedGrid(page)
}

/** Opens the new-config form of a list from the palette and types a new name into its focused Name field; answers the name. */
async function startNewConfig(page: Page, segment: 'gateways' | 'instruments', command: string): Promise<string> {
  const name = `Keyboard ${segment.slice(0, -1)} ${uniqueSuffix()}`
  await openMerchantList(page, segment)
  await runFromPalette(page, command, new RegExp(`/merchants/${MERCHANT}/${segment}/@new$`))
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)
  return name
}

/** Replaces a field's text by keyboard. */
async function retype(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

test('admin adds a gateway config from the palette by keyboard, is told about a bad currency beside it, edits it and deletes it', async ({ page }) => {
  const name = await startNewConfig(page, 'gateways', 'Add a gateway config')

  await page.keyboard.press('Tab')
  const gateway = page.getByLabel('Gateway', { exact: true })
  await expect(gateway).toBeFocused()
  await expect(gateway.locator('option', { hasText: 'ATLAS' })).toHaveCount(1)
  await page.keyboard.type('ATLAS')
  await expect(gateway).toHaveValue('ATLAS')

  await retype(page, 'Currencies', 'EUR, EURO')
  await page.getByRole('button', { name: 'Add a setting' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Settings: key 1')).toBeFocused()
  await page.keyboard.type('mid')
  await page.keyboard.press('Tab')
  await page.keyboard.type('000123456')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expectFieldRefused(page, 'Currencies', 'Invalid format')
  await expect(page.getByLabel('Settings: value 1')).toHaveValue('000123456')

  await retype(page, 'Currencies', 'EUR, GBP')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/gateways/\\d+$`))
  const id = /\/gateways\/(\d+)$/.exec(page.url())?.[1] ?? ''
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible()
  const row = page.getByTestId('workspace-grid').locator(`tr[data-row-key="${id}"]`)
  await expect(row).toContainText(name)
  await expect(row).toContainText('EUR, GBP')
  await expect(page.getByLabel('Settings: key 1')).toHaveValue('mid')

  await retype(page, 'Priority', '7')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText(`${name} saved`).last()).toBeVisible()
  await expect(row.locator('td').filter({ hasText: /^7$/ })).toHaveCount(1)

  await detail.getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/gateways$`))
  await expect(page.getByTestId('workspace-grid').locator(`tr[data-row-key="${id}"]`)).toHaveCount(0)
})

test('a seeded gateway config shows its statistics, as a chart and as text, for the period chosen by keyboard', async ({ page }) => {
  await openMerchantList(page, 'gateways')
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/gateways/\\d+$`))
  // The seeded config uses the merchant's own credential of its gateway.
  await expect(page.getByLabel('Credential', { exact: true }).locator('option:checked')).toHaveText(/^berlin-bikes-(atlas|cobalt) \(Production\)$/)

  const statistics = page.getByTestId('config-statistics')
  await expect(statistics).toBeVisible()
  await expect(statistics).toContainText('Total payments')
  await expect(statistics).toContainText('Approval rate')
  await expect(page.getByRole('img', { name: 'Payments per day over the last 30 days: total, approved and declined' })).toBeVisible()
  await expect(statistics.locator('.sr-only table tbody tr')).toHaveCount(31)

  const period = page.getByLabel('Period', { exact: true })
  await period.focus()
  await page.keyboard.type('Last 7')
  await expect(period).toHaveValue('7')
  await expect(page.getByRole('img', { name: 'Payments per day over the last 7 days: total, approved and declined' })).toBeVisible()
  await expect(page.getByTestId('config-statistics').locator('.sr-only table tbody tr')).toHaveCount(8)
})

test('admin adds an instrument config with limits typed in major units, a bad amount refused beside its field', async ({ page }) => {
  await startNewConfig(page, 'instruments', 'Add an instrument config')
  await page.keyboard.press('Tab')
  await page.keyboard.type('CARD')
  await retype(page, 'Currency', 'EUR')
  await retype(page, 'Minimum amount', '1.50')
  await retype(page, 'Maximum amount', 'lots')
  await page.getByLabel('3', { exact: true }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expectFieldRefused(page, 'Maximum amount', 'Type an amount, e.g. 1,250.50')

  await retype(page, 'Maximum amount', '2500')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/instruments/\\d+$`))
  const id = /\/instruments\/(\d+)$/.exec(page.url())?.[1] ?? ''
  const row = page.getByTestId('workspace-grid').locator(`tr[data-row-key="${id}"]`)
  await expect(row).toContainText('€1.50')
  await expect(row).toContainText('€2,500.00')
  await expect(page.getByLabel('Minimum amount', { exact: true })).toHaveValue('1.50')
  await expect(page.getByLabel('3', { exact: true })).toBeChecked()
  await expect(page.getByTestId('config-statistics')).toBeVisible()
})
