import { expect, type Page, test } from '@playwright/test'
import { runFromPalette, signInAs } from './helpers'

const MERCHANT = 'acme-books'

/** A 1x1 PNG, so the logo preview really loads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function openTab(page: Page, tab: 'settings' | 'email' | 'paywall') {
  await page.goto(`/merchants/${MERCHANT}/${tab}`)
  await expect(page.getByRole('link', { name: tab === 'paywall' ? 'Paywall' : tab === 'email' ? 'Email' : 'Settings', exact: true })).toHaveAttribute('aria-current', 'page')
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

test('admin changes the soft descriptor and saves with Ctrl+Enter; after a reload the new value is there', async ({ page }) => {
  const descriptor = `ACME*BOOKS ${Date.now() % 100000}`
  await openTab(page, 'settings')

  const field = page.getByLabel('Soft descriptor')
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(descriptor)
  // Space toggles an instalment count, by keyboard like the rest.
  const twelve = page.getByRole('checkbox', { name: '12', exact: true })
  const wasChecked = await twelve.isChecked()
  await twelve.focus()
  await page.keyboard.press('Space')
  await field.focus()
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page.getByRole('status').filter({ hasText: 'Settings of Acme Books saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Soft descriptor')).toHaveValue(descriptor)
  await expect(page.getByRole('checkbox', { name: '12', exact: true })).toBeChecked({ checked: !wasChecked })
})

test('admin is told beside the website field that an address is not a URL, and nothing is saved', async ({ page }) => {
  await openTab(page, 'settings')
  const website = page.getByLabel('Website')
  const before = await website.inputValue()
  await website.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('not a web address')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(website).toHaveAttribute('aria-invalid', 'true')
  await expect(website).toHaveAccessibleDescription(/format/i)
  await page.reload()
  await expect(page.getByLabel('Website')).toHaveValue(before)
})

test('admin saves the notify-merchant addresses on the email tab, and a bad one is refused beside the list', async ({ page }) => {
  await openTab(page, 'email')
  const list = page.getByLabel('Notify the merchant at')
  await list.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('finance@acme-books.example')
  await page.keyboard.press('Enter')
  await page.keyboard.type('not-an-address')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(list).toHaveAttribute('aria-invalid', 'true')

  await page.keyboard.press('Shift+Home')
  await page.keyboard.type('ops@acme-books.example')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Email settings of Acme Books saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Notify the merchant at')).toHaveValue('finance@acme-books.example\nops@acme-books.example')
})

test("admin picks the merchant's template collection on the email tab from its space's and the system ones", async ({ page }) => {
  await openTab(page, 'email')
  const picker = page.getByLabel('Template collection in use')
  await expect(picker.getByRole('option').first()).toHaveText("Space's default collection")
  await expect(picker.getByRole('option', { name: 'acme-brand', exact: true })).toHaveCount(1)
  await expect(picker.getByRole('option', { name: 'system-default (system)', exact: true })).toHaveCount(1)
  // Another space's collections are not the merchant's to use.
  await expect(picker.getByRole('option', { name: 'rio-brand' })).toHaveCount(0)
  await picker.focus()
  try {
    await picker.selectOption('acme-brand')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Email settings of Acme Books saved' })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Template collection in use')).toHaveValue('acme-brand')
  } finally {
    const again = page.getByLabel('Template collection in use')
    await again.focus()
    await again.selectOption('')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Email settings of Acme Books saved' }).last()).toBeVisible()
  }
})

test('admin uploads a paywall logo and a stylesheet from the palette; the addresses are saved and the logo shows', async ({ page }) => {
  await openTab(page, 'settings')

  // From another tab the command opens the paywall tab with the logo's file chooser in focus.
  await runFromPalette(page, 'Upload paywall logo', new RegExp(`/merchants/${MERCHANT}/paywall$`))
  const logoInput = page.getByLabel('Upload a logo')
  await expect(logoInput).toBeFocused()
  await logoInput.setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: PNG })

  await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded and saved' })).toBeVisible()
  const logoUrl = page.getByLabel('Logo URL')
  await expect(logoUrl).toHaveValue(new RegExp(`^/api/v1/files/merchant/${MERCHANT}-logo\\.png\\?expires=\\d+&signature=`))
  const logo = page.getByRole('img', { name: "The paywall's logo" })
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

  // On the paywall tab the command asks the screen itself.
  await runFromPalette(page, 'Upload paywall stylesheet')
  const cssInput = page.getByLabel('Upload a stylesheet')
  await expect(cssInput).toBeFocused()
  await cssInput.setInputFiles({ name: 'theme.css', mimeType: 'text/css', buffer: Buffer.from('body { color: #123456 }') })
  await expect(page.getByRole('status').filter({ hasText: 'Stylesheet uploaded and saved' })).toBeVisible()
  await expect(page.getByLabel('Stylesheet URL')).toHaveValue(new RegExp(`^/api/v1/files/merchant/${MERCHANT}-stylesheet\\.css\\?`))

  await page.reload()
  await expect(page.getByLabel('Logo URL')).toHaveValue(new RegExp(`/merchant/${MERCHANT}-logo\\.png\\?`))
  await expect(page.getByRole('img', { name: "The paywall's logo" })).toBeVisible()
})

test('a file of the wrong kind is refused beside the upload control, and nothing crashes', async ({ page }) => {
  await openTab(page, 'paywall')
  const logoInput = page.getByLabel('Upload a logo')
  await logoInput.focus()
  await logoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(logoInput).toHaveAccessibleDescription(/Choose a PNG, JPEG, GIF, SVG or WebP image/)
  await expect(page.getByLabel('Skin')).toBeVisible()
})

test('the paywall preview opens the partner paywall with the chosen settings, remembered for the merchant after a reload', async ({ page }) => {
  await openTab(page, 'paywall')
  const environment = page.getByLabel('Open on')
  await environment.focus()
  await environment.selectOption('production')
  await page.keyboard.press('Tab')
  await page.keyboard.type('12.50')
  const preview = page.getByRole('link', { name: 'Open the paywall preview' })
  await expect(preview).toHaveAttribute('href', /^https:\/\/paywall\.example\/?\?.*amount=12\.50/)
  await page.reload()
  await expect(page.getByLabel('Open on')).toHaveValue('production')
  await expect(page.getByLabel('Test amount')).toHaveValue('12.50')
  await expect(page.getByRole('link', { name: 'Open the paywall preview' })).toHaveAttribute('href', /^https:\/\/paywall\.example/)
})
