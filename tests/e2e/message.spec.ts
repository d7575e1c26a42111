import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_PASSWORD, goByShortcut, keyCounter, runFromPalette, signInAs, tabTo } from './helpers'

interface MessageRow {
  id: number
  recipient: string
  state: string
  type: string
}

async function supportHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { username: 'support', password: DEMO_PASSWORD } })
  expect(login.ok(), 'support signs in through the API').toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'x-admin-user': 'support' }
}

/**
 * A FAILED notification in the support agent's scope that is the newest one sent to its
 * address: the one an agent resends when the customer says nothing arrived.
 */
async function failedNotification(request: APIRequestContext): Promise<MessageRow> {
  const headers = await supportHeaders(request)
  const failed = await request.get('/api/v1/notification', { headers, params: { state: 'FAILED', limit: 100 } })
  expect(failed.ok(), 'support lists failed notifications').toBe(true)
  for (const candidate of ((await failed.json()) as { items: MessageRow[] }).items) {
    const latest = await request.get('/api/v1/notification', { headers, params: { recipient: candidate.recipient, limit: 1 } })
    const [newest] = ((await latest.json()) as { items: MessageRow[] }).items
    if (newest?.id === candidate.id) return candidate
  }
  throw new Error('the demo data has no failed notification that is the latest to its address in the support scope')
}

test('support finds a failed notification by its address from the palette and resends it in 8 key presses at most', async ({ page, request }) => {
  const original = await failedNotification(request)
  await signInAs(page, 'support')
  const keys = keyCounter(page)

  // The pasted address offers its transactions first, then the notifications sent to it.
  await keys.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await keys.paste(original.recipient)
  const notifications = page.getByRole('option', { name: /^Notifications to/ })
  await expect(notifications).toBeVisible()
  await expect(page.getByText('Searching…')).toHaveCount(0)
  await keys.press('ArrowDown')
  await expect(notifications).toHaveAttribute('aria-selected', 'true')
  await keys.press('Enter')
  await expect(page).toHaveURL(/\/notifications\?recipient=/)
  expect(new URL(page.url()).searchParams.get('recipient')).toBe(original.recipient)

  // Newest first: the failed one heads the list.
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.locator('tbody tr').first()).toContainText('FAILED')
  await keys.press('j')
  await keys.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/notifications/${original.id}\\?`))
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('button', { name: /Resend this message/ })).toBeVisible()

  // A sent message cannot be recalled: the dialog starts on Cancel and says so, Enter alone sends
  // nothing, $mod+Enter sends.
  const resendPath = `/api/v1/notification/resend/${original.id}`
  let resendCalls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === resendPath) resendCalls += 1
  })
  await keys.press('r')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: `Resend message #${original.id}?` })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expect(dialog).toContainText('This cannot be undone: a sent message cannot be recalled')
  await expect(dialog.getByText('“Resend” · Esc cancels')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Enter alone does not run an action that cannot be undone.')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(resendCalls).toBe(0)
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === resendPath)
  await keys.press('ControlOrMeta+Enter')
  const resent = (await (await answer).json()) as MessageRow & { resendOf: number }
  expect(resent.resendOf).toBe(original.id)
  expect(resendCalls).toBe(1)
  expect(keys.count()).toBeLessThanOrEqual(8)

  // The new message opens beside the same list, says so, and names the one it resends.
  await expect(page.getByRole('status').filter({ hasText: `Resent as message #${resent.id}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/notifications/${resent.id}\\?recipient=`))
  await expect(dialog).toHaveCount(0)
  const back = detail.getByRole('link', { name: `#${original.id}`, exact: true })
  await expect(back).toBeVisible()

  // Its link leads back to the original, which lists its resends.
  await tabTo(page, back, 80)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/notifications/${original.id}\\?recipient=`))
  const resends = detail.getByRole('list', { name: 'Resends (1)' })
  await expect(resends.getByRole('link', { name: `#${resent.id}`, exact: true })).toBeVisible()
})

test('support opens an email and reads its body as sent; a single-use code is never shown nor resent', async ({ page }) => {
  await signInAs(page, 'support')
  await goByShortcut(page, 'e', /\/emails$/)
  const grid = page.getByTestId('workspace-grid')
  const detail = page.getByTestId('workspace-detail')

  const openFirst = async (filter: string) => {
    await expect(grid.locator('tbody tr').first()).toBeVisible()
    await page.keyboard.press('/')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(filter)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`type=${filter.slice('type:'.length)}`))
    await expect(grid.locator('tbody tr').first()).toContainText(filter.slice('type:'.length))
    await page.keyboard.press('j')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/emails\/\d+\?/)
    return Number(/\/emails\/(\d+)/.exec(page.url())![1])
  }

  const id = await openFirst('type:PASSWORD_EXPIRING')
  const body = page.frameLocator(`iframe[title="Message #${id} as sent"]`)
  await expect(body.getByText('Your password expires in 7 days.')).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Delivery attempts' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/emails\?type=PASSWORD_EXPIRING$/)
  await openFirst('type:VERIFICATION_CODE')
  await expect(detail.getByText(/carried a single-use code/)).toBeVisible()
  await expect(detail.locator('iframe')).toHaveCount(0)
  await expect(detail.getByRole('button', { name: /Resend this message/ })).toHaveCount(0)
})

test('support lists the payment links of every merchant in scope and opens one by keyboard', async ({ page }) => {
  await signInAs(page, 'support')
  await runFromPalette(page, 'payment links', /\/paylinks$/)
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.getByRole('columnheader', { name: 'Merchant' })).toBeVisible()
  await expect(grid.locator('tbody tr').first()).toBeVisible()

  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/paylinks\/\d+$/)
  const detail = page.getByTestId('workspace-detail')
  const title = detail.getByRole('heading', { level: 2 })
  await expect(title).toHaveText(/^pl_/)
  const reference = ((await title.textContent()) ?? "").trim()
  await expect(grid.locator('tbody tr').first()).toContainText(reference)
  await expect(detail.getByLabel('Link address')).toHaveValue(new RegExp(`/link/${reference}$`))
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/paylinks$/)
})
