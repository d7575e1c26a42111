import { type APIRequestContext, expect, test } from '@playwright/test'
import { adminHeaders, filterList, runFromPalette, signInAs, uniqueSuffix } from './helpers'

// Each test makes records of its own, so the seeded data stays as later specs expect it.

/** A merchant with nothing configured yet, made through the API: its name. */
async function newMerchant(request: APIRequestContext, prefix: string): Promise<string> {
  const name = `${prefix}-${uniqueSuffix()}`
  const made = await request.post('/api/v1/merchant', { headers: await adminHeaders(request), data: { name, displayName: `New ${name}`, group: 'platform-direct' } })
  expect(made.ok(), 'admin makes a merchant through the API').toBe(true)
  return name
}

test('an invited user shows INVITED, with no password expiry, until they choose a password', async ({ page, request }) => {
  const username = `e2e.invited.${uniqueSuffix()}`
  const made = await request.post('/api/v1/muser', {
    headers: await adminHeaders(request),
    data: { username, email: `${username}@people.example`, realName: 'Ines Invited', scope: 'SPACE', space: 'acme', roles: ['SUPPORT'] },
  })
  expect(made.ok(), 'admin invites a user through the API').toBe(true)

  await signInAs(page, 'admin')
  await page.goto(`/admin/users/${username}?status=INVITED`)
  const row = page.getByTestId('workspace-grid').locator('tbody tr').filter({ hasText: username })
  await expect(row).toContainText('INVITED')
  await expect(page.getByTestId('workspace-detail')).toContainText('Not applicable: no password chosen yet')
})

test('a new merchant’s empty gateway list says so and offers Add a gateway config, which opens the new config', async ({ page, request }) => {
  const name = await newMerchant(request, 'empty')
  await signInAs(page, 'admin')
  await page.goto(`/merchants/${name}/gateways`)
  await expect(page.getByRole('status').filter({ hasText: 'No gateway configs yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Add a gateway config' }).click()
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}/gateways/@new$`))
})

test('the audit log names a resent message Resent', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const sent = await request.get('/api/v1/notification?state=SENT&limit=1', { headers })
  const [message] = ((await sent.json()) as { items: { id: number }[] }).items
  const resent = await request.post(`/api/v1/notification/resend/${message!.id}`, { headers })
  expect(resent.ok(), 'admin resends a notification through the API').toBe(true)

  await signInAs(page, 'admin')
  await page.goto(`/admin/userEvents?targetType=message&targetId=${message!.id}`)
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').first()).toContainText('Resent')
})

test('a space is named by its display name, its key on hover', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/users')
  await expect(page.getByTestId('workspace-grid').locator('span[title="acme"]').first()).toHaveText('Acme Payments')
})

test('a list emptied by its filter says so and clears the filter from its button or the palette', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/cardRestrictions')
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.locator('tr[data-row-key]').first()).toBeVisible()
  await filterList(page, 'text:no-such-restriction', /q=no-such-restriction/)
  await expect(grid.getByRole('status').filter({ hasText: 'Nothing found' })).toContainText('Change or clear the filter to see more.')
  await grid.getByRole('button', { name: 'Clear the filter' }).click()
  await expect(page).toHaveURL(/\/cardRestrictions$/)
  await expect(grid.locator('tr[data-row-key]').first()).toBeVisible()

  await filterList(page, 'text:no-such-restriction', /q=no-such-restriction/)
  await runFromPalette(page, 'Clear the filter', /\/cardRestrictions$/)
  await expect(grid.locator('tr[data-row-key]').first()).toBeVisible()
})

test('c makes a record of the list on screen, whatever its kind, and the empty list names the key', async ({ page, request }) => {
  const name = await newMerchant(request, 'keyed')
  await signInAs(page, 'admin')
  await page.goto(`/merchants/${name}/gateways`)
  const add = page.getByRole('button', { name: /^Add a gateway config/ })
  await expect(add.locator('kbd')).toHaveText('C')
  await page.keyboard.press('c')
  await expect(page).toHaveURL(new RegExp(`/merchants/${name}/gateways/@new$`))

  await page.goto('/cardBins')
  await expect(page.getByTestId('workspace-grid').locator('tr[data-row-key]').first()).toBeVisible()
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/cardBins\/@new/)
})
