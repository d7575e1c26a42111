import { expect, type Locator, type Page, test } from '@playwright/test'
import { adminHeaders, expectFieldRefused, loadedGrid, runFromPalette, signInAs, uniqueSuffix } from './helpers'

// A seeded merchant of the platform-direct group, in EUR, with trust levels NEW, STANDARD, TRUSTED and RESTRICTED.
const MERCHANT = 'berlin-bikes'

async function openMerchant(page: Page, tab = '') {
  await signInAs(page, 'admin')
  await page.goto(`/merchants/${MERCHANT}${tab}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin Bikes' })).toBeVisible()
}

/** Moves the focus with Tab until it reaches the control, as a keyboard user would. */
async function tabTo(page: Page, control: Locator, most = 150) {
  for (let i = 0; i < most; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(control).toBeFocused()
}

test('admin adds a trust level with two instrument configs and a card restriction by keyboard, reopens it and finds both lists', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const resources = (await (await request.get(`/api/v1/merchant/${MERCHANT}/resource`, { headers })).json()) as { instrumentConfigs: { id: number; name: string }[] }
  expect(resources.instrumentConfigs.length, 'the merchant has two instrument configs to choose').toBeGreaterThanOrEqual(2)
  const first = resources.instrumentConfigs[0]?.name ?? ''
  const second = resources.instrumentConfigs[1]?.name ?? ''
  const applying = (await (await request.get('/api/v1/cardrestriction', { headers, params: { merchantName: MERCHANT } })).json()) as { items: { name: string }[] }
  const restrictionName = applying.items[0]?.name ?? ''
  expect(restrictionName, 'a card restriction applies to the merchant').not.toBe('')
  const name = `Keyboard level ${uniqueSuffix()}`

  await openMerchant(page, '/trustlevels')
  await loadedGrid(page)
  await runFromPalette(page, 'New trust level', new RegExp(`/merchants/${MERCHANT}/trustlevels/@new$`))
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)
  // The first level the merchant lacks is proposed.
  await expect(page.getByLabel('Level', { exact: true })).toHaveValue('UNRESTRICTED')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Customers vetted by hand')
  await page.keyboard.press('Tab')
  await page.keyboard.type('300.505')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectFieldRefused(page, 'Maximum amount', 'Enter an amount such as 1,250.50')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/trustlevels/@new$`))
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('300.50')

  const instruments = page.getByRole('group', { name: 'Instrument configs allowed' })
  const firstBox = instruments.getByRole('checkbox', { name: new RegExp(`^${first}`) })
  const secondBox = instruments.getByRole('checkbox', { name: new RegExp(`^${second}`) })
  await tabTo(page, firstBox)
  await page.keyboard.press('Space')
  await tabTo(page, secondBox)
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('group', { name: 'Card restrictions' }).getByRole('checkbox', { name: new RegExp(`^${restrictionName}`) }))
  await page.keyboard.press('Space')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page.getByRole('status').filter({ hasText: `${name} saved` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/trustlevels/\\d+$`))
  const id = /\/trustlevels\/(\d+)$/.exec(page.url())?.[1] ?? ''
  const row = page.getByTestId('workspace-grid').locator(`tr[data-row-key="${id}"]`)
  await expect(row).toContainText(name)
  await expect(row).toContainText('€300.50')

  // Close the pane, find the level by the filter and open it again from its row.
  await page.locator('body').focus()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/trustlevels$`))
  await page.keyboard.press('/')
  await page.keyboard.type(`text:"${name}"`)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('workspace-grid').locator('tbody tr')).toHaveCount(1)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/trustlevels/${id}\\?`))
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(detail.getByRole('group', { name: 'Instrument configs allowed' }).getByRole('checkbox', { checked: true })).toHaveCount(2)
  await expect(detail.getByRole('checkbox', { name: new RegExp(`^${first}`) })).toBeChecked()
  await expect(detail.getByRole('checkbox', { name: new RegExp(`^${second}`) })).toBeChecked()
  const restrictions = detail.getByRole('group', { name: 'Card restrictions' })
  await expect(restrictions.getByRole('checkbox', { checked: true })).toHaveCount(1)
  await expect(restrictions.getByRole('checkbox', { name: new RegExp(`^${restrictionName}`) })).toBeChecked()
  await expect(detail.getByLabel('Maximum amount', { exact: true })).toHaveValue('300.50')
})

test('admin opens a fraud config of the merchant and reads its vendor, threshold and settings', async ({ page }) => {
  await openMerchant(page)
  await runFromPalette(page, 'Merchant: Fraud configs', new RegExp(`/merchants/${MERCHANT}/fraudConfigs$`))
  await loadedGrid(page)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/fraudConfigs/\\d+$`))
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name: 'default-screening' })).toBeVisible()
  await expect(detail).toContainText(/Vendor [AB]/)
  await expect(detail).toContainText(/\d+: scores at or above it are declined/)
  await expect(detail).toContainText('reviewThreshold')

  // Delete asks first; the safe choice has the focus, Tab reaches Delete.
  await tabTo(page, detail.getByRole('button', { name: 'Delete' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Delete default-screening?')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'default-screening deleted' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/fraudConfigs$`))
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').filter({ hasText: 'default-screening' })).toHaveCount(0)
})

test('admin creates a payment link from the palette by keyboard and sees its address to copy', async ({ page }) => {
  const reference = `KB-${uniqueSuffix()}`
  await openMerchant(page)
  await runFromPalette(page, 'New payment link', new RegExp(`/merchants/${MERCHANT}/paymentLink/@new$`))
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name: 'New payment link' })).toBeVisible()
  await expect(page.getByLabel('Reference', { exact: true })).toBeFocused()
  await page.keyboard.type(reference)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Bike service')
  await page.keyboard.press('Tab')
  await page.keyboard.type('49.90')
  await tabTo(page, page.getByLabel('Customer name', { exact: true }))
  await page.keyboard.type('Jana Keller')
  await page.keyboard.press('Tab')
  await page.keyboard.type('jana@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Send the link to the customer by email')).toBeChecked()
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page.getByRole('status').filter({ hasText: `Payment link ${reference} created` })).toBeVisible()
  await expect(detail.getByRole('heading', { level: 2, name: reference })).toBeVisible()
  const address = detail.getByLabel('Link address')
  await expect(address).toHaveValue(new RegExp(`/link/${reference}$`))
  await expect(detail.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(detail).toContainText('€49.90')
  const row = page.getByTestId('workspace-grid').locator('tbody tr').filter({ hasText: reference })
  await expect(row).toHaveCount(1)

  // Disabling and enabling the link again, by keyboard.
  await tabTo(page, detail.getByRole('button', { name: 'Disable' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `Payment link ${reference} disabled` })).toBeVisible()
  await expect(row).toContainText('DISABLED')
  await tabTo(page, detail.getByRole('button', { name: 'Enable' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `Payment link ${reference} enabled` })).toBeVisible()
  await expect(row).toContainText('ACTIVE')

  // Found again by its reference and opened from its row.
  await page.locator('body').focus()
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
  await page.keyboard.press('/')
  await page.keyboard.type(`reference:${reference}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${MERCHANT}/paymentLink\\?reference=${reference}$`))
  await expect(page.getByTestId('workspace-grid').locator('tbody tr')).toHaveCount(1)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(detail.getByRole('heading', { level: 2, name: reference })).toBeVisible()
  await expect(detail.getByLabel('Link address')).toHaveValue(new RegExp(`/link/${reference}$`))
  await expect(detail.getByText('The link is ready')).toHaveCount(0)

  // On the tab already, the command opens the form again in place.
  await runFromPalette(page, 'New payment link')
  await expect(detail.getByRole('heading', { level: 2, name: 'New payment link' })).toBeVisible()
  await expect(page.getByLabel('Reference', { exact: true })).toBeFocused()
})

test('the card restrictions tab lists the restrictions that apply to the merchant, with their rules', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const answer = await request.get('/api/v1/cardrestriction', { headers, params: { merchantName: MERCHANT } })
  expect(answer.ok(), 'admin lists the card restrictions of the merchant').toBe(true)
  const { items } = (await answer.json()) as { items: { name: string; merchantAccounts: string[] }[] }
  expect(items.length).toBeGreaterThan(0)

  await openMerchant(page)
  await runFromPalette(page, 'Merchant: Card restrictions', new RegExp(`/merchants/${MERCHANT}/cardRestrictions$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Card restrictions' })).toBeVisible()
  for (const restriction of items) {
    const card = page.locator('li').filter({ hasText: restriction.name })
    await expect(card).toContainText(restriction.merchantAccounts.includes(MERCHANT) ? 'targets this merchant' : 'applies to all of the space')
    await expect(card.getByRole('table')).toBeVisible()
  }
  await expect(page.getByRole('table', { name: 'Rules of domestic-only' })).toContainText('Any')
})
