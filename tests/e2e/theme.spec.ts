import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { expectSignedIn, runFromPalette, signInByKeyboard } from './helpers'
import { type ConsoleRoute, consoleRoutes } from './routes'

// One signed-in page for the routes: every route is opened with page.goto, never a second sign-in.
let context: BrowserContext
let page: Page
let routes: ConsoleRoute[]

test.beforeAll(async ({ browser, request }: { browser: Browser; request: APIRequestContext }) => {
  routes = await consoleRoutes(request)
  // axe needs a page of a context made with browser.newContext(), not browser.newPage().
  context = await browser.newContext({ colorScheme: 'light' })
  page = await context.newPage()
  await signInByKeyboard(page, 'admin')
  await expectSignedIn(page)
})
test.afterAll(async () => {
  await context?.close()
})

type Theme = 'light' | 'dark'

/** What the screen shows once it has loaded: a heading of its own, and no placeholder still waiting for data. */
async function screenLoaded(target: Page) {
  await expect(target.locator('main').getByRole('heading').first()).toBeVisible()
  await expect(target.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0)
}

/** The rules whose outcome depends on the colours: all that can change when the theme does. */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * The serious and critical WCAG 2.1 AA findings on the page as it is, one line each: of the whole
 * page, or of its `main` only where the shell around it was checked already.
 */
async function seriousFindings(target: Page, where: string, rules: 'all' | 'colours' = 'all', within: 'page' | 'main' = 'page'): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without a second page per check: the whole file stays within minutes.
  // The options first: they replace any rule choice made before them.
  const page = new AxeBuilder({ page: target }).setLegacyMode()
  const builder = within === 'main' ? page.include('main') : page
  const checks =
    rules === 'colours'
      ? builder.options({ resultTypes: ['violations'] }).withRules(colourRules)
      : // A control's name must contain the text it shows (WCAG 2.5.3): axe files that rule as experimental.
        builder.options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  const { violations } = await checks.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${where} ${violation.id} (${violation.impact}) ${node.target.join(' ')}`))
}

/** The theme is the `dark` class on <html>: switching it in place checks both themes on one load of the route. */
async function showTheme(target: Page, theme: Theme) {
  await target.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
}

test('every signed-in route has no serious or critical axe finding, in the light and the dark theme', async () => {
  // One to three seconds a route on two idle cores, as fast or slow as the machine is: 91 routes.
  test.setTimeout(480_000)
  const screens = routes.filter((each) => each.layout !== 'full-page')
  for (const [at, route] of screens.entries()) {
    await page.goto(route.url)
    await screenLoaded(page)
    // The shell (header, sidebar) is the same around every screen: the first screen checks it, the others their main.
    const within = at === 0 ? 'page' : 'main'
    // Every rule in the light theme; in the dark one, on the same page, the rules the colours decide.
    await showTheme(page, 'light')
    const findings = await seriousFindings(page, `light ${route.path} ${route.url}`, 'all', within)
    await showTheme(page, 'dark')
    findings.push(...(await seriousFindings(page, `dark ${route.path} ${route.url}`, 'colours', within)))
    // Soft: one run lists the findings of every route, not only the first route's.
    expect.soft(findings, findings.join('\n')).toEqual([])
  }
})

test('the signed-out pages have no serious or critical axe finding, in the light and the dark theme', async ({ browser }) => {
  const outside = await browser.newContext({ colorScheme: 'light' })
  const signedOut = await outside.newPage()
  const findings: string[] = []
  for (const route of routes.filter((each) => each.layout === 'full-page')) {
    await signedOut.goto(route.url)
    await expect(signedOut.getByRole('button').first()).toBeVisible()
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(signedOut, theme)
      findings.push(...(await seriousFindings(signedOut, `${theme} ${route.path} ${route.url}`)))
    }
  }
  await outside.close()
  expect(findings, findings.join('\n')).toEqual([])
})

/** The answer to the profile save of a theme: the saved profile holds it (the request's body is a stream the browser does not show). */
function themeSaved(target: Page, theme: string) {
  return target.waitForResponse(
    async (answer) =>
      answer.url().endsWith('/api/v1/self/profile') && answer.request().method() === 'PUT' && ((await answer.json()) as { theme?: string }).theme === theme,
  )
}

test('with the system theme, the console follows the operating system, live, and the dark screen has no serious finding', async ({ browser }) => {
  const dark = await browser.newContext({ colorScheme: 'dark' })
  const system = await dark.newPage()
  await signInByKeyboard(system, 'support')
  await expectSignedIn(system)
  await expect(system.locator('html')).toHaveClass(/\bdark\b/)
  await screenLoaded(system)
  const findings = await seriousFindings(system, `system (dark) /dashboard`)
  await system.emulateMedia({ colorScheme: 'light' })
  await expect(system.locator('html')).not.toHaveClass(/\bdark\b/)
  await system.emulateMedia({ colorScheme: 'dark' })
  await expect(system.locator('html')).toHaveClass(/\bdark\b/)
  await dark.close()
  expect(findings, findings.join('\n')).toEqual([])
})

test('dark chosen on the profile by keyboard is kept in the profile: a fresh browser signs in dark, and the palette switches back', async ({ browser }) => {
  const first = await browser.newContext({ colorScheme: 'light' })
  const before = await first.newPage()
  await signInByKeyboard(before, 'analyst')
  await expectSignedIn(before)
  await expect(before.locator('html')).not.toHaveClass(/\bdark\b/)
  await before.goto('/profile')
  const system = before.getByRole('radio', { name: 'System' })
  await expect(system).toBeChecked()
  await system.focus()
  const saved = themeSaved(before, 'dark')
  // Radio buttons move with the arrow keys: from System back to Dark.
  await before.keyboard.press('ArrowUp')
  expect((await saved).ok()).toBe(true)
  await expect(before.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect(before.locator('html')).toHaveClass(/\bdark\b/)
  await first.close()

  // Nothing of the first browser's storage: the theme comes from the profile.
  const second = await browser.newContext({ colorScheme: 'light' })
  const after = await second.newPage()
  await signInByKeyboard(after, 'analyst')
  await expectSignedIn(after)
  await expect(after.locator('html')).toHaveClass(/\bdark\b/)
  await after.reload()
  await screenLoaded(after)
  await expect(after.locator('html')).toHaveClass(/\bdark\b/)

  // The theme command offers the three choices; the system one puts the user back as they were.
  const light = themeSaved(after, 'light')
  await runFromPalette(after, 'light theme')
  expect((await light).ok()).toBe(true)
  await expect(after.locator('html')).not.toHaveClass(/\bdark\b/)
  const restored = themeSaved(after, 'system')
  await runFromPalette(after, "system's theme")
  expect((await restored).ok()).toBe(true)
  await second.close()
})
