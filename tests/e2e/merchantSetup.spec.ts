import { expect, type Page, test } from '@playwright/test'
import { runFromPalette, signInAs, uniqueSuffix } from './helpers'

/** A 1×1 PNG: the server checks the image's own bytes, not only its name. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Everything the page keeps in browser storage, to prove a secret was not left there. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
}

test('admin creates a merchant group and uploads its logo, by keyboard', async ({ page }) => {
  const name = `e2e-group-${uniqueSuffix()}`
  const displayName = `E2E Group ${uniqueSuffix()}`

  await signInAs(page, 'admin')

  await runFromPalette(page, 'New merchant group', /\/groups\/@new$/)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)
  // The space select keeps the user's own space; the display name follows it.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Display name', { exact: true })).toBeFocused()
  await page.keyboard.type(displayName)
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page).toHaveURL(new RegExp(`/groups/${name}$`))
  await expect(page.getByRole('status').filter({ hasText: `${displayName} saved` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: displayName })).toBeVisible()

  // The upload command, offered while a group is open, opens the logo's file chooser.
  const chooser = page.waitForEvent('filechooser')
  await runFromPalette(page, "Upload the group's logo")
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG })

  await expect(page.getByRole('status').filter({ hasText: `Logo of ${displayName} saved` })).toBeVisible()
  const logo = page.getByRole('img', { name: `Logo of ${displayName}` })
  await expect(logo.first()).toBeVisible()
  await expect(page.getByLabel('Replace the logo')).toBeVisible()
})

test('admin creates a gateway credential whose secret is shown only masked after saving', async ({ page }) => {
  const name = `E2E credential ${uniqueSuffix()}`
  const secret = `sk-e2e-${uniqueSuffix()}-Z9q4`

  await signInAs(page, 'admin')

  await runFromPalette(page, 'New gateway credential', /\/gatewayCredentials\/@new$/)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)

  // The chosen gateway's fields are there to fill: one plain value and its secret.
  await page.getByLabel('Fields: value 1').focus()
  await page.keyboard.type('M00042')
  const secretInput = page.getByLabel('Secrets: value 1')
  await expect(secretInput).toHaveValue('')
  await secretInput.focus()
  await page.keyboard.type(secret)
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page).toHaveURL(/\/gatewayCredentials\/\d+$/)
  await expect(page.getByRole('status').filter({ hasText: `${name} saved` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByTestId('masked-secret').first()).toHaveText('••••Z9q4')
  // The replacement input starts empty, and the value typed is nowhere on the page or in storage.
  await expect(page.getByLabel(/^Secrets: new value for /).first()).toHaveValue('')
  await expect(page.locator('body')).not.toContainText(secret)
  expect(await storedText(page)).not.toContain(secret)

  // Read again from the server, the credential still shows only the mask.
  await page.reload()
  await expect(page.getByTestId('masked-secret').first()).toHaveText('••••Z9q4')
  await expect(page.getByLabel(/^Secrets: new value for /).first()).toHaveValue('')
})

test('admin creates a merchant API key, sees its secret once, then disables it', async ({ page }) => {
  const name = `E2E key ${uniqueSuffix()}`

  await signInAs(page, 'admin')

  await runFromPalette(page, 'New merchant API key', /\/merchantKeys\/@new$/)
  // The merchant select has the focus and keeps the first merchant; then environment, then name.
  await expect(page.getByLabel('Merchant', { exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('ControlOrMeta+Enter')

  // The whole key, shown once in a dialog with a copy button.
  const dialog = page.getByTestId('new-key-secret')
  await expect(dialog).toContainText(`API key ${name} created`)
  await expect(dialog.getByRole('button', { name: 'Copy the key' })).toBeFocused()
  const secret = (await dialog.getByLabel('The new API key').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^pk_test_[0-9a-f]{48}$/)

  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'I have kept it' })).toBeFocused()
  await page.keyboard.press('Enter')

  // Closed, the key opens with its prefix only; the secret is gone from the page and from storage.
  await expect(page).toHaveURL(/\/merchantKeys\/\d+$/)
  await expect(page.getByTestId('new-key-secret')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByText(`${secret.slice(0, 16)}…`).first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText(secret)
  expect(await storedText(page)).not.toContain(secret)

  const pane = page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name }) })
  await expect(pane.getByText('ACTIVE', { exact: true })).toBeVisible()

  // Disable it: the status select, one step down, saved with the keyboard.
  await page.getByLabel('Status', { exact: true }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('DISABLED')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page.getByRole('status').filter({ hasText: `${name} saved` })).toBeVisible()
  await expect(pane.getByText('DISABLED', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('DISABLED', { exact: true })).toBeVisible()

  // Read again from the server: disabled, and still no secret.
  await page.reload()
  await expect(page.locator('article').filter({ has: page.getByRole('heading', { level: 2, name }) }).getByText('DISABLED', { exact: true })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(secret)
})
