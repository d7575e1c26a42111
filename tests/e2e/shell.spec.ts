import { expect, test } from '@playwright/test'
import { shortSessionURL } from './env'
import { cspReports, DEMO_PASSWORD, goByShortcut, runFromPalette, signInAs, signInByKeyboard } from './helpers'

test('analyst signs in by keyboard and lands on the dashboard of their scope', async ({ page }) => {
  await signInAs(page, 'analyst')
  await expect(page.getByText(/approval rate/i).first()).toBeVisible()
})

test('the palette opens and closes under the strict CSP with nothing refused, its scroll lock included', async ({ page }) => {
  const reports = await cspReports(page)
  await signInAs(page, 'analyst')
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(page.locator('[cmdk-input]')).toHaveCount(0)
  expect(reports).toEqual([])
})

test('a wrong password shows the server error and keeps the username', async ({ page }) => {
  await signInByKeyboard(page, 'support', 'not-the-password-1')
  await expect(page.getByRole('alert').filter({ hasText: /not correct/i })).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByLabel(/username/i)).toHaveValue('support')
})

test('admin opens the profile from the palette, then goes to the dashboard with g d', async ({ page }) => {
  await signInAs(page, 'admin')
  await runFromPalette(page, 'profile', /\/profile$/)
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Admin')
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await goByShortcut(page, 'd', /\/dashboard$/)
})

test('support changes its email on the profile: a link goes to the new address and the email stays until it is opened', async ({ page }) => {
  await signInAs(page, 'support')
  await runFromPalette(page, 'profile', /\/profile$/)
  const email = page.getByLabel('Email')
  await expect(email).toHaveValue('support@console.example')
  await email.fill('sam.support@people.example')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('A link was sent to sam.support@people.example. Your email changes once it is opened.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Email')).toHaveValue('support@console.example')
  await expect(page.getByText('Waiting for sam.support@people.example to confirm: open the link sent there.', { exact: false })).toBeVisible()
})

test('a confirmation link already used or made up says so on its page, and leads back to the sign-in', async ({ page }) => {
  await page.goto('/confirmemail/not-a-real-code')
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm this address' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /not valid any more/i })).toBeVisible()
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('plain-key shortcuts do not fire while typing in a field', async ({ page }) => {
  await signInAs(page, 'admin')
  await runFromPalette(page, 'profile', /\/profile$/)
  await page.getByLabel('Full name').focus()
  await page.keyboard.type('gd')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Admingd')
})

test('shortcut help opens with ? and lists the palette shortcut', async ({ page }) => {
  await signInAs(page, 'merchant')
  await page.keyboard.press('Shift+?')
  // Headless UI's dialog root has no box of its own; its panel and text are what show.
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expect(help.getByText('Open the command palette')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
})

test('switching to Arabic from the palette turns the page right-to-left', async ({ page }) => {
  await signInAs(page, 'admin')
  await runFromPalette(page, 'Arabic')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/)
  await runFromPalette(page, 'English')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/no-such-screen')
  await expect(page.getByText('Page not found: /no-such-screen')).toBeVisible()
})

test('a screen address whose search parameter fails validation shows Page Not Found with the whole path, not the screen', async ({ page }) => {
  await signInAs(page, 'admin')
  const path = `/roles/ADMIN?roleSpace=${'x'.repeat(150)}`
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  // A good value opens the role.
  await page.goto('/roles/ADMIN?roleSpace=operator')
  await expect(page.getByRole('heading', { level: 1, name: /^Page Not Found/ })).toHaveCount(0)
})

test('a signed-out visitor to a console screen is sent to login and back after signing in', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel(/username/i).fill('support')
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
})

test('the session-expired dialog lets the user sign in again in place', async ({ page }) => {
  test.setTimeout(90_000)
  await signInByKeyboard(page, 'analyst', DEMO_PASSWORD, shortSessionURL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`${shortSessionURL}/profile`)
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' })
  await expect(dialog.getByText('Your session has ended')).toBeVisible({ timeout: 45_000 })
  await dialog.getByLabel(/password/i).fill(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/profile$/)
})

test('a first sign-in is forced to /password, and the new password opens the console', async ({ page }) => {
  await signInByKeyboard(page, 'newhire')
  await expect(page).toHaveURL(/\/password$/)
  await expect(page.getByText(/first sign-in/i)).toBeVisible()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/password$/)
  await page.getByLabel('Current password').fill(DEMO_PASSWORD)
  await page.getByLabel('New password', { exact: true }).fill('Fresh-start-2026')
  await page.getByLabel('Repeat new password').fill('Fresh-start-2026')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a move inside the console to an address with ?partner= shows that partner look without a reload', async ({ page }) => {
  await signInAs(page, 'admin')
  await expect(page).toHaveTitle('Payments Console')
  // The move a console link makes: through the router, over the browser's history, no page load.
  await page.evaluate(async () => {
    const router = (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__
    await router.navigate({ href: '/dashboard?partner=acme' })
  })
  await expect(page).toHaveURL(/\/dashboard\?partner=acme$/)
  await expect(page).toHaveTitle('Acme Pay Console')
})
