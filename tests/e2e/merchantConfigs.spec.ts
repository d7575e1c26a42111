import { expect, type Page, test } from '@playwright/test'
import { expectSignedIn, runFromPalette, signInByKeyboard, uniqueSuffix } from './helpers'

// A seeded merchant of the platform-direct group: gateway configs atlas-primary and cobalt-fallback, in EUR.
const MERCHANT = 'berlin-bikes'

async function openMerchantList(page: Page, segment: 'gateways' | 'instruments') {
  await signInByKeyboard(page, 'admin')
  await expectSignedIn(page)
  await page.goto(`/merchants/${MERCHANT}/${segment}`)
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').first()).toBeVisible()
}

/** Replaces a field's text by keyboard. */
async function retype(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

test('admin adds a gateway config from the palette by keyboard, is told about a bad currency beside it, edits it and deletes it', async ({ page }) => {
  const name = `Keyboard gateway ${uniqueSuffix()}`
  await openMerchantList(page, 'gateways')

  await runFromPalette(page, 'Add a gateway config')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/gateways/@new$`))
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)

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

  const currencies = page.getByLabel('Currencies', { exact: true })
  await expect(currencies).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid format' })).toBeVisible()
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
  const name = `Keyboard instrument ${uniqueSuffix()}`
  await openMerchantList(page, 'instruments')

  await runFromPalette(page, 'Add an instrument config')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/instruments/@new$`))
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await page.keyboard.type('CARD')
  await retype(page, 'Currency', 'EUR')
  await retype(page, 'Minimum amount', '1.50')
  await retype(page, 'Maximum amount', 'lots')
  await page.getByLabel('3', { exact: true }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('ControlOrMeta+Enter')

  const maximum = page.getByLabel('Maximum amount', { exact: true })
  await expect(maximum).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: 'Type an amount, e.g. 10.50' })).toBeVisible()

  await retype(page, 'Maximum amount', '2500')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/instruments/\\d+$`))
  const id = /\/instruments\/(\d+)$/.exec(page.url())?.[1] ?? ''
  const row = page.getByTestId('workspace-grid').locator(`tr[data-row-key="${id}"]`)
  await expect(row).toContainText('€1.50')
  await expect(row).toContainText('€2,500.00')
  await expect(page.getByLabel('Minimum amount', { exact: true })).toHaveValue('1.5')
  await expect(page.getByLabel('3', { exact: true })).toBeChecked()
  await expect(page.getByTestId('config-statistics')).toBeVisible()
})
