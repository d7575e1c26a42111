import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, expectSignedIn, loadedGrid, signInAs, signInByKeyboard } from './helpers'

const offlineText = 'You are offline. The console goes on when the network is back.'

/** Counts the page's own loads from now on: a reload or the browser's error page is one. */
function pageLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  return () => loads
}

test('a $mod+k pressed right after Enter on the sign-in form opens the palette once the console has drawn', async ({ page }) => {
  await signInByKeyboard(page, 'admin')
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('while the server answers a sign-in, the form shows progress at its address, and g c pressed meanwhile runs once the console is there', async ({ page }) => {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  await page.route('**/api/v1/login', async (route) => {
    await answered
    await route.continue()
  })
  await signInByKeyboard(page, 'admin')
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true')
  await page.keyboard.press('g')
  await page.keyboard.press('c')
  // Kept for the console, not typed into the field that had the focus.
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/login$/)
  answer()
  await expect(page).toHaveURL(/\/merchant\/customers/)
  await loadedGrid(page)
})

test('offline, g c keeps the screen on show under the offline banner and a progress bar; back online, the customers load', async ({ page, context }) => {
  await signInAs(page, 'admin')
  const loads = pageLoads(page)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: offlineText })).toBeVisible()
  await page.keyboard.press('g')
  await page.keyboard.press('c')
  // The move waits: the bar shows once the wait passes the router's pending time, over the dashboard.
  await expect(page.getByTestId('progress-bar')).toHaveCSS('opacity', '1')
  await expect(page).toHaveURL(/\/merchant\/customers/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await context.setOffline(false)
  await loadedGrid(page)
  await expect(page.getByRole('status').filter({ hasText: offlineText })).toHaveCount(0)
  expect(loads()).toBe(0)
})

test('a signed-in user sent to the sign-in page goes on into the console', async ({ page }) => {
  await signInAs(page, 'analyst')
  await page.goto('/login')
  await expectSignedIn(page)
})

test('a screen whose code fails to load reloads the page once, within the 10 s guard, then shows the error page', async ({ page }) => {
  await signInAs(page, 'admin')
  const loads = pageLoads(page)
  // The version screen's code is gone (an old build after a deploy): every try of it fails.
  await page.route(/\/assets\/version-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/version')
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible({ timeout: 15_000 })
  // Longer than a second reload would take: the page stays on the error, loaded twice in all.
  await page.waitForTimeout(2_000)
  expect(loads()).toBe(2)
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
})

test('a newer console build deployed is offered as a reload once, 1 s after the console loads, and only then', async ({ page }) => {
  const newer = page.getByRole('status').filter({ hasText: 'A newer version of the console is ready.' })
  await signInAs(page, 'admin')
  // The same build: nothing is said.
  await page.waitForTimeout(2_500)
  await expect(newer).toHaveCount(0)

  // A deploy: the page the server gives now runs another entry script.
  let checks = 0
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue()
      checks += 1
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-Newer000.js') })
    },
  )
  await page.reload()
  await expect(newer).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(checks).toBe(1)
  const loads = pageLoads(page)
  await newer.getByRole('button', { name: 'Reload' }).click()
  await expect.poll(loads).toBe(1)
})
