import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '../../src/domain/constants'
import { expectSignedIn, loadedGrid, screenOpener, signInByKeyboard, signInInLanguage } from './helpers'
import { type ConsoleRoute, consoleRoutes } from './routes'

const PHONE = { width: 390, height: 844 }
/** The widths users reported from: the smaller phones and the 390 px one. */
const PHONE_WIDTHS = [375, 390] as const
test.use({ viewport: PHONE })

type Theme = 'light' | 'dark'

/** How wide the page and its body are: wider than the phone means a sideways scroll. */
const pageWidths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }))

/** The theme is the `dark` class on <html>: switching it in place measures both themes on one load of the screen. */
const showTheme = (page: Page, theme: Theme) => page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')

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
  const what = locale === 'en' ? 'every screen' : 'a screen of every area'
  test(`${what} fits 375 and 390 px phones in the light and the dark theme: no sideways scroll (${locale})`, async ({ page, request, baseURL }) => {
    // One load of each screen, measured at both widths in both themes: 91 screens within two minutes on a busy machine.
    test.setTimeout(180_000)
    const routes = await consoleRoutes(request)
    const tooWide: string[] = []
    // Measured where the page stands: the screen is drawn again for each width and theme, not loaded again.
    const check = async (url: string) => {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ ...PHONE, width })
        for (const theme of ['light', 'dark'] as const) {
          await showTheme(page, theme)
          const widths = await pageWidths(page)
          if (widths.page > width || widths.body > width) tooWide.push(`${url} at ${width} px, ${theme}: ${widths.page} / ${widths.body} px`)
        }
      }
      await showTheme(page, 'light')
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

test('on a 390 px phone the transactions are cards showing each amount and status; j/k, x, Enter and a tap work on them', async ({ page }) => {
  await signInByKeyboard(page, 'admin')
  await expectSignedIn(page)
  await page.goto('/merchant/transactions')
  const grid = await loadedGrid(page)
  const cards = grid.locator('tbody tr')

  // Every card on screen shows its amount and status whole, within the phone's width, and no row scrolls sideways.
  const unseen = await grid.evaluate((box) => {
    const shown = (cell: Element | null) => {
      const rect = cell?.getBoundingClientRect()
      return rect !== undefined && rect.width > 0 && rect.left >= 0 && rect.right <= window.innerWidth && cell!.textContent !== ''
    }
    const rows = [...box.querySelectorAll('tbody tr')].filter((row) => row.getBoundingClientRect().top < window.innerHeight)
    return {
      rows: rows.length,
      scrolls: box.scrollWidth > box.clientWidth,
      missing: rows.flatMap((row) =>
        ['amount', 'status'].filter((part) => !shown(row.querySelector(`[data-card="${part}"]`))).map((part) => `${row.getAttribute('data-row-key')} ${part}`),
      ),
    }
  })
  expect(unseen.rows).toBeGreaterThan(5)
  expect(unseen.scrolls, 'the list scrolls sideways').toBe(false)
  expect(unseen.missing).toEqual([])

  // The list keys move over the cards: j j puts the cursor on the second, x selects it, Enter opens it.
  await grid.focus()
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(cards.nth(1)).toHaveAttribute('data-active', 'true')
  await page.keyboard.press('x')
  await expect(cards.nth(1)).toHaveAttribute('data-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(cards.nth(1)).not.toHaveAttribute('data-selected', 'true')
  const second = await cards.nth(1).getAttribute('data-row-key')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/transactions/${second!.split('/')[1]}$`))
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/merchant\/transactions$/)

  // A tap on a card opens its record too.
  const third = await cards.nth(2).getAttribute('data-row-key')
  await cards.nth(2).click()
  await expect(page).toHaveURL(new RegExp(`/transactions/${third!.split('/')[1]}$`))
})

for (const theme of ['light', 'dark'] as const) {
  test(`on a phone in the ${theme} theme, the open menu drawer keeps the list keys and closes on Esc`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: theme })
    const page = await context.newPage()
    await signInByKeyboard(page, 'support')
    await expectSignedIn(page)
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    await page.goto('/merchant/transactions')
    const grid = await loadedGrid(page)
    await grid.focus()
    await page.keyboard.press('j')
    const cards = grid.locator('tbody tr')
    await expect(cards.first()).toHaveAttribute('data-active', 'true')

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await menuButton.click()
    await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeVisible()
    // j, k and Enter behind the drawer: the cursor stays, no record opens, the focus stays in the drawer.
    for (const key of ['j', 'j', 'k', 'Enter', 'x']) {
      await page.keyboard.press(key)
      expect(await drawer.evaluate((panel) => panel.contains(document.activeElement)), `the focus in the drawer after ${key}`).toBe(true)
    }
    await expect(page).toHaveURL(/\/merchant\/transactions$/)
    await expect(cards.first()).toHaveAttribute('data-active', 'true')
    await expect(grid.locator('tbody tr[data-selected]')).toHaveCount(0)

    // The palette opened over the drawer closes on Esc alone, and gives the focus back to the drawer, which still holds the keys.
    await page.keyboard.press('Control+k')
    await expect(page.locator('[cmdk-input]')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('[cmdk-input]')).toHaveCount(0)
    await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeVisible()
    await expect.poll(() => drawer.evaluate((panel) => panel.contains(document.activeElement)), { message: 'the focus back in the drawer' }).toBe(true)
    await page.keyboard.press('j')
    await expect(cards.first()).toHaveAttribute('data-active', 'true')

    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(menuButton).toBeFocused()
    await context.close()
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
