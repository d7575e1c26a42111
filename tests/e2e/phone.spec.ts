import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '../../src/domain/constants'
import { expectSignedIn, screenOpener, signInByKeyboard, signInInLanguage } from './helpers'
import { type ConsoleRoute, consoleRoutes } from './routes'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** How wide the page and its body are: wider than the phone means a sideways scroll. */
const pageWidths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }))

/**
 * The screens a language's sweep opens. English opens them all; Arabic mirrors the layouts, which
 * the areas share, so the first screen of each area (the path's first segment) stands for its area.
 */
function sweptIn(locale: 'en' | 'ar', routes: ConsoleRoute[]): ConsoleRoute[] {
  if (locale === 'en') return routes
  const area = (route: ConsoleRoute) => route.path.split('/')[1]
  return routes.filter((route, at) => routes.findIndex((other) => area(other) === area(route)) === at)
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale === 'en' ? 'every screen' : 'a screen of every area'} fits a 390 px phone: no sideways scroll (${locale})`, async ({ page, request, baseURL }) => {
    const routes = await consoleRoutes(request)
    const tooWide: string[] = []
    const check = async (url: string) => {
      const widths = await pageWidths(page)
      if (widths.page > PHONE.width || widths.body > PHONE.width) tooWide.push(`${url}: ${widths.page} / ${widths.body} px`)
    }

    // The signed-out pages first, then every screen as the admin, who may open them all. Arabic
    // is chosen on this browser, so the admin's own profile language stays as it is.
    if (locale !== 'en') await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }])
    for (const route of routes.filter((entry) => entry.layout === 'full-page')) {
      await page.goto(route.url)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await check(route.url)
    }
    if (locale === 'en') {
      await signInByKeyboard(page, 'admin')
      await expectSignedIn(page)
    } else {
      await signInInLanguage(page, baseURL, locale, 'admin')
    }
    const open = screenOpener(page)
    const screens = sweptIn(locale, routes.filter((entry) => entry.layout !== 'full-page'))
    expect(screens.length).toBeGreaterThan(locale === 'en' ? 80 : 20)
    for (const route of screens) {
      await open(route.url)
      await check(route.url)
    }
    expect(tooWide, 'screens wider than the phone').toEqual([])
  })
}

test('on a phone: the search button opens the palette, the menu is a drawer over the page, a record replaces its list', async ({ page }) => {
  await signInByKeyboard(page, 'admin')
  await expectSignedIn(page)

  // The search box is a button of the same name: it opens the palette, Esc closes it.
  const search = page.getByRole('banner').getByRole('button', { name: 'Search or run a command…' })
  await expect(search).toBeVisible()
  await search.click()
  await expect(page.locator('[cmdk-input]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('[cmdk-input]')).toHaveCount(0)

  // The menu opens over the page, keeps the focus inside, and closes by Esc and by its backdrop.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const closeButton = drawer.getByRole('button', { name: 'Close the menu' })
  await menuButton.click()
  await expect(closeButton).toBeVisible()
  const mainWidth = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width)
  expect(mainWidth, 'the page keeps its width under the drawer').toBe(PHONE.width)
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Shift+Tab')
    expect(await drawer.evaluate((panel) => panel.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await expect(closeButton).toBeVisible()
  await page.mouse.click(PHONE.width - 10, PHONE.height / 2)
  await expect(drawer).toHaveCount(0)

  // A link in the drawer goes to its screen and closes the drawer.
  await menuButton.click()
  await drawer.getByRole('link', { name: 'Card BINs' }).click()
  await expect(page).toHaveURL(/\/cardBins$/)
  await expect(drawer).toHaveCount(0)

  // A record opens in the list's place; Back, then Esc, bring the list back.
  const grid = page.getByTestId('workspace-grid')
  const firstRow = grid.locator('tbody tr').first()
  await firstRow.click()
  await expect(page).toHaveURL(/\/cardBins\/\d+$/)
  const detail = page.getByTestId('workspace-detail')
  await expect(detail).toBeVisible()
  await expect(grid).toBeHidden()
  expect(await detail.evaluate((pane) => pane.getBoundingClientRect().width)).toBe(PHONE.width)
  await detail.getByRole('button', { name: 'Back to the list' }).click()
  await expect(page).toHaveURL(/\/cardBins$/)
  await expect(detail).toHaveCount(0)
  await expect(grid).toBeVisible()

  await firstRow.click()
  await expect(detail).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/cardBins$/)
  await expect(grid).toBeVisible()
})
