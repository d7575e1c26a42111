import { expect, test } from '@playwright/test'
import { adminHeaders, expectSignedIn, goByShortcut, keyCounter, loadedGrid, runFromPalette, signInAs, tabTo } from './helpers'

/** A name unique to this run made of letters only, so the palette reads it as a merchant name and nothing else. */
function uniqueWord(): string {
  return Date.now()
    .toString()
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))
}

test('admin onboards a merchant by keyboard in at most 20 key presses: creates it, adds a gateway config, rotates its secret key; then tags it and opens it from the palette', async ({ page, request }) => {
  const word = uniqueWord()
  const name = `shop-${word}`
  const displayName = `Shop ${word.toUpperCase()}`
  // A group just made beside the space's own, sorted before it and holding no merchant yet.
  const made = await request.post('/api/v1/mgroup', { headers: await adminHeaders(request), data: { name: `aa-${word}`, displayName: `Aa ${word}`, space: 'platform' } })
  expect(made.ok(), 'admin makes a second group in its space').toBe(true)

  await signInAs(page, 'admin')
  const keys = keyCounter(page)

  // New merchant: the name field has the focus, and the group starts on the group of the admin's space where its merchants are.
  await keys.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await keys.type('New merchant')
  await keys.press('Enter')
  await expect(page).toHaveURL(/\/merchants\/@new$/)
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await keys.type(name)
  await keys.press('Tab')
  await keys.type(displayName)
  await expect(page.getByLabel('Group', { exact: true })).toHaveValue('platform-direct')
  await keys.press('ControlOrMeta+Enter')

  // Created: its own page, with the overview as the default tab, and the focus on the page's main element.
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}$`))
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('main')).toBeFocused()
  const secretKey = page.getByRole('region', { name: 'Secret key' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Secret key' }) }))
  await expect(secretKey).toContainText('Never')

  // A gateway config: its name, then the gateway typed into its select.
  await keys.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await keys.type('Add a gateway config')
  await keys.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}/gateways/@new$`))
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await keys.type('Primary acquirer')
  await keys.press('Tab')
  await keys.type('ATLAS')
  await expect(page.getByLabel('Gateway', { exact: true })).toHaveValue('ATLAS')
  await keys.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}/gateways/\\d+$`))
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').filter({ hasText: 'Primary acquirer' })).toHaveCount(1)

  // Rotation asks first; the safe choice has the focus.
  await keys.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await keys.type('Rotate secret key')
  await keys.press('Enter')
  await expect(page.getByText(`Rotate the secret key of ${displayName}?`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await keys.press('Tab')
  await expect(page.getByRole('button', { name: 'Rotate', exact: true })).toBeFocused()
  await keys.press('Enter')
  expect(keys.count()).toBeLessThanOrEqual(20)

  // The new key is shown once, with a copy button in focus.
  const dialog = page.getByTestId('secret-key-dialog')
  await expect(dialog).toContainText('it is shown only this once')
  const key = (await dialog.getByLabel('New secret key').textContent())?.trim() ?? ''
  expect(key).toMatch(/^sk_[\w-]{20,}$/)
  await expect(page.getByRole('button', { name: 'Copy key' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'I have stored it' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(key)).toHaveCount(0)
  await expect(secretKey).not.toContainText('Never')

  // Asking again shows the confirmation, never the old key.
  await runFromPalette(page, 'Rotate secret key')
  await expect(page.getByText(`Rotate the secret key of ${displayName}?`)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText(key)).toHaveCount(0)

  // Add a tag: the command puts the focus in the tag field, which suggests the space's tags.
  await runFromPalette(page, 'Add a tag')
  const tagField = page.getByRole('combobox', { name: 'Add a tag' })
  await expect(tagField).toBeFocused()
  await page.keyboard.type('vip')
  await expect(page.getByRole('option', { name: 'vip', exact: true })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const tags = page.getByTestId('merchant-tags')
  await expect(tags).toContainText('vip')
  await expect(tagField).toHaveValue('')

  // From anywhere, typing the merchant's name in the palette offers its page first.
  await runFromPalette(page, 'Go to merchants', /\/merchants$/)
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await page.keyboard.insertText(name)
  await expect(page.getByRole('option', { name: `Open merchant ${name}` })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}$`))
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible()
  await expect(page.getByTestId('merchant-tags')).toContainText('vip')
})

test('the create form shows the server errors beside their fields', async ({ page }) => {
  await signInAs(page, 'admin')

  await runFromPalette(page, 'New merchant')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.type('berlin-bikes')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Second Berlin Bikes')
  // The group starts on the admin's own; emptied, it is refused beside the field.
  const group = page.getByLabel('Group', { exact: true })
  await expect(group).toHaveValue('platform-direct')
  await group.focus()
  await page.keyboard.press('Home')
  await expect(group).toHaveValue('')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(group).toHaveAttribute('aria-invalid', 'true')

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/already in use/)
  await expect(group).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/merchants\/@new$/)
})

test('admin filters the merchant list, opens one, adds an API caller after fixing a bad address, and reads its account', async ({ page }) => {
  await signInAs(page, 'admin')

  await runFromPalette(page, 'Go to merchants', /\/merchants$/)
  const rows = page.getByTestId('workspace-grid').locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  await page.keyboard.press('/')
  await page.keyboard.type('text:berlin')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchants\?q=berlin$/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Berlin Bikes')
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchants\/berlin-bikes$/)
  await expect(page.getByTestId('merchant-figures')).toContainText('Approval rate')

  // Resources: what the merchant links to, and its callers.
  await runFromPalette(page, 'Merchant: Resources', /\/merchants\/berlin-bikes\/resources$/)
  await expect(page.getByTestId('merchant-resources')).toContainText('Direct merchants')
  await expect(page.getByRole('table', { name: 'API callers' })).toContainText('web-checkout')

  const caller = `pos-${uniqueWord()}`
  await runFromPalette(page, 'Merchant: New API caller')
  await expect(page.getByLabel('Caller name')).toBeFocused()
  await page.keyboard.type(caller)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Shop terminals')
  await page.keyboard.press('Tab')
  await page.keyboard.type('10.0.0.0/24, not-an-address')
  await page.keyboard.press('ControlOrMeta+Enter')
  const addresses = page.getByLabel('IP addresses')
  await expect(addresses).toHaveAccessibleDescription(/not-an-address:/)
  await addresses.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('10.0.0.0/24')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: `Caller ${caller} saved` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'API callers' })).toContainText(caller)

  // The account: balances per currency, then one currency's movements.
  await runFromPalette(page, 'Merchant: Account summary', /\/merchants\/berlin-bikes\/accountSummary$/)
  const balances = page.getByRole('table', { name: 'Balances' })
  await balances.getByRole('button', { name: 'EUR' }).click()
  await expect(page.getByTestId('account-currency-summary')).toContainText('Credits')
  await expect(page.getByRole('table', { name: 'By transfer type' })).toContainText('Top-up')

  // A command of the overview run from another tab opens the overview first.
  await runFromPalette(page, 'Merchant: Add a tag', /\/merchants\/berlin-bikes$/)
  await expect(page.getByRole('combobox', { name: 'Add a tag' })).toBeFocused()
})

test('at 1440 px the merchant tabs that do not fit are in a More menu, reached by keyboard, and every tab keeps its command', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAs(page, 'admin')
  await page.goto('/merchants/berlin-bikes')
  const strip = page.getByRole('navigation', { name: 'Merchant screens' })
  const more = strip.getByRole('button', { name: /More/ })
  await expect(more).toBeVisible()

  // What the strip shows fits in it; the menu holds the rest, so every tab is there once.
  const fits = await strip.evaluate((nav) => nav.scrollWidth <= nav.clientWidth && nav.getBoundingClientRect().right <= window.innerWidth)
  expect(fits, 'the shown tabs fit the window').toBe(true)
  const shown = await strip.getByRole('link').allTextContents()
  await tabTo(page, more)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const hidden = await menu.getByRole('menuitem').allTextContents()
  expect(hidden.length).toBeGreaterThan(0)
  expect([...shown, ...hidden].map((text) => text.trim())).toEqual([
    'Overview',
    'Settings',
    'Email',
    'Paywall',
    'Gateways',
    'Instruments',
    'Trust levels',
    'Fraud configs',
    'Velocity blocks',
    'Card restrictions',
    'Payment links',
    'Account summary',
    'Resources',
  ])

  // The last item, by arrows and Enter: its screen opens, and More shows it holds the current tab.
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('data-focus', '')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchants\/berlin-bikes\/resources$/)
  await expect(menu).toHaveCount(0)
  await expect(more).toHaveClass(/font-semibold/)

  // A hidden tab is still one command away.
  await runFromPalette(page, 'Merchant: Payment links', /\/merchants\/berlin-bikes\/paymentLink$/)
})

test('a merchant user lands on their merchant: from the Merchants entry, from g m, and from the /merchants link', async ({ page }) => {
  await signInAs(page, 'merchant')

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Merchants' }).click()
  await expect(page).toHaveURL(/\/merchants\/acme-books$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Books' })).toBeVisible()

  await page.goto('/dashboard')
  await expectSignedIn(page)
  await goByShortcut(page, 'm', /\/merchants\/acme-books$/)

  await page.goto('/merchants')
  await expect(page).toHaveURL(/\/merchants\/acme-books$/)

  // Lists leave out what is the same on every row of their scope: no merchant column on their transactions.
  await page.goto('/merchant/transactions')
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.locator('th[data-column="amount"]')).toBeVisible()
  await expect(grid.locator('th[data-column="merchant"]')).toHaveCount(0)
})

test("a group user's merchant list leaves out the space and group columns, which are the same on every row", async ({ page }) => {
  await signInAs(page, 'support')
  await page.goto('/merchants')
  const grid = await loadedGrid(page)
  await expect(grid.locator('th[data-column="displayName"]')).toBeVisible()
  await expect(grid.locator('th[data-column="group"]')).toHaveCount(0)
  await expect(grid.locator('th[data-column="space"]')).toHaveCount(0)

  // Nor does the column chooser offer them.
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('menu', { name: 'Columns' }).getByRole('menuitem', { name: 'Business type' })).toBeVisible()
  await expect(page.getByRole('menu', { name: 'Columns' }).getByRole('menuitem', { name: /^(Group|Space)$/ })).toHaveCount(0)
})
