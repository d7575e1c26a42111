import { type APIRequestContext, expect, test } from '@playwright/test'
import { shortSessionURL } from './env'
import { adminHeaders, DEMO_PASSWORD, expectSignedIn, runFromPalette, signInByKeyboard, tabTo, uniqueSuffix } from './helpers'

/** A user of the test's own, with its own password and no sign-in left open: its sessions are those the test opens. */
async function userWithoutSessions(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const username = `sessions${uniqueSuffix()}`
  const given = 'Given-Password-42'
  const password = 'Own-Password-4821'
  const data = { username, email: `${username}@people.example`, realName: `Session ${username}`, scope: 'SPACE', space: 'acme', roles: ['SUPPORT'], password: given }
  expect((await request.post('/api/v1/muser', { headers: await adminHeaders(request), data })).ok(), 'the admin creates the user').toBe(true)
  // A password an admin gives has expired already: the user chooses its own, then signs out.
  const login = await request.post('/api/v1/login', { data: { username, password: given } })
  const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string }
  const headers = { Authorization: `Bearer ${token}` }
  expect((await request.put('/api/v1/self/password', { headers, data: { oldPassword: given, newPassword: password } })).ok()).toBe(true)
  expect((await request.post('/api/v1/logout', { headers, data: { refreshToken } })).ok()).toBe(true)
  return { username, password }
}

test('the profile lists the two sessions of a user; ending the other one by keyboard signs that browser out at its next call', async ({ browser, request }) => {
  const user = await userWithoutSessions(request)
  const elsewhere = await browser.newPage()
  await signInByKeyboard(elsewhere, user.username, user.password)
  await expectSignedIn(elsewhere)
  const here = await browser.newPage()
  await signInByKeyboard(here, user.username, user.password)
  await expectSignedIn(here)

  await runFromPalette(here, 'profile', /\/profile$/)
  const sessions = here.getByRole('table', { name: 'Sessions' })
  const rows = sessions.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1)
  const endOther = sessions.getByRole('button', { name: /^End the session of / })
  await expect(endOther).toHaveCount(1)
  await tabTo(here, endOther, 200)
  await here.keyboard.press('Enter')
  await expect(here.getByText(/ended: that browser is signed out at its next request/)).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('This session')

  // The other browser's next call is refused, and it is sent to sign in: a refetch of its own
  // (the window regaining focus) may be that call, else going to the profile is.
  await elsewhere.bringToFront()
  if (!/\/login/.test(elsewhere.url())) await elsewhere.goto('/profile')
  await expect(elsewhere).toHaveURL(/\/login/)
  await expect(elsewhere.getByLabel(/username/i)).toBeVisible()
  await elsewhere.close()
  await here.close()
})

test('a password change whose proof is older than the step-up window asks for the password again, keeping what was typed', async ({ page }) => {
  // On the short server a proof lasts 2 s: the sign-in's has run out before the change is sent.
  await signInByKeyboard(page, 'merchant', DEMO_PASSWORD, shortSessionURL)
  await expectSignedIn(page)
  const signedInAt = Date.now()
  await runFromPalette(page, 'change password', /\/password$/)
  await page.getByLabel('Current password').focus()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Short-Server-2291')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Short-Server-2291')
  await page.waitForTimeout(Math.max(0, 2_500 - (Date.now() - signedInAt)))
  await page.keyboard.press('ControlOrMeta+Enter')

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(dialog.getByLabel('Password')).toBeFocused()
  // Giving up leaves the form as it was typed, saying why nothing changed.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Confirm it is you: enter your password')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Short-Server-2291')

  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
})
