import type { ChildProcess } from 'node:child_process'
import net from 'node:net'
import { type APIRequestContext, type Download, expect, type Page, type Request } from '@playwright/test'
import { LOCALE_COOKIE } from '../../src/domain/constants'

export const DEMO_PASSWORD = 'Console-Demo-1'

/** Signs in from the login screen using the keyboard only. */
export async function signInByKeyboard(page: Page, username: string, password = DEMO_PASSWORD, baseURL?: string) {
  await page.goto(`${baseURL ?? ''}/login`)
  await page.getByLabel(/username/i).focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

/** On the dashboard, rendered: the URL changes a moment before the login form goes away. */
export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** Signs in by keyboard and waits until the dashboard shows. */
export async function signInAs(page: Page, username: string) {
  await signInByKeyboard(page, username)
  await expectSignedIn(page)
}

/** Goes to a screen by its g-shortcut (g, then `key`) and checks where it landed. */
export async function goByShortcut(page: Page, key: string, url: RegExp) {
  await page.keyboard.press('g')
  await page.keyboard.press(key)
  await expect(page).toHaveURL(url)
}

/** The list's grid, once its first row shows. */
export async function loadedGrid(page: Page) {
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.locator('tbody tr').first()).toBeVisible()
  return grid
}

/** Opens a list with a palette command, checks where it landed, and waits for its first row. */
export async function openListFromPalette(page: Page, command: string, url: RegExp) {
  await runFromPalette(page, command, url)
  return loadedGrid(page)
}

/** Filters the list from its filter bar, reached with /, and checks that the address carries the filter. */
export async function filterList(page: Page, text: string, url: RegExp) {
  await page.keyboard.press('/')
  await expect(page.getByRole('combobox', { name: 'Filter' })).toBeFocused()
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(url)
}

/** Leaves the filter bar and opens the list's first row, checking where it landed. */
export async function openFirstRow(page: Page, url: RegExp) {
  await page.keyboard.press('Escape')
  // A list whose filter just changed loads again: j on its loading rows would move nothing.
  const grid = page.getByTestId('workspace-grid')
  await expect(grid.getByRole('status', { name: 'Loading' })).toHaveCount(0)
  await expect(grid.locator('tr[data-row-key]').first()).toBeVisible()
  await page.keyboard.press('j')
  await expect(grid.locator('tr[data-active]')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(url)
}

/** A form's field refused beside itself: marked invalid, and the message shown in an alert. */
export async function expectFieldRefused(page: Page, label: string, message: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
}

/** Opens the command palette with the platform shortcut and runs the first match; checks where it landed when told. */
export async function runFromPalette(page: Page, text: string, lands?: RegExp) {
  await page.keyboard.press('ControlOrMeta+k')
  // The palette's own input: list screens have a combobox of their own (the filter bar).
  const input = page.locator('[cmdk-input]')
  await expect(input).toBeFocused()
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  if (lands) await expect(page).toHaveURL(lands)
}

/** The text of a downloaded file. */
export async function textOf(download: Download): Promise<string> {
  let text = ''
  for await (const chunk of await download.createReadStream()) text += String(chunk)
  return text
}

/** The list's CSV export, run from the palette: the download and its text. */
export async function exportListCsv(page: Page): Promise<{ download: Download; text: string }> {
  const downloading = page.waitForEvent('download')
  await runFromPalette(page, 'export the list as csv')
  const download = await downloading
  return { download, text: await textOf(download) }
}

/**
 * A suffix unique to this run for names a test creates. Not the bare timestamp: 13 digits are
 * Luhn-valid one time in ten, and free text refuses what could be a card number.
 */
export function uniqueSuffix(): string {
  return Date.now().toString(36)
}

/** Collects what the page's CSP refuses, as the browser reports it. */
export async function cspReports(page: Page): Promise<string[]> {
  const reports: string[] = []
  await page.exposeFunction('reportCspViolation', (line: string) => reports.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return reports
}

/** The headers of an API call as the admin, for a test that reads or restores what the screen saved. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { username: 'admin', password: DEMO_PASSWORD } })
  expect(login.ok(), 'admin signs in through the API').toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'x-admin-user': 'admin' }
}

/** Tabs forward until the control is focused, as a keyboard user reaches a control further down. */
export async function tabTo(page: Page, control: ReturnType<Page['locator']>, most = 60) {
  for (let step = 0; step < most; step++) {
    if (await control.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(control).toBeFocused()
}

/** Picks an option of a select by keyboard: moves to it, types the start of the option's label, and sees `value` chosen. */
export async function chooseByTyping(page: Page, select: ReturnType<Page['locator']>, typed: string, value: string) {
  await tabTo(page, select)
  await page.keyboard.type(typed)
  await expect(select).toHaveValue(value)
}

/** Key presses, each counted, for a workflow held to a budget. A typed value or a paste counts as one, as the budgets say. */
export function keyCounter(page: Page) {
  let presses = 0
  return {
    press: async (key: string) => {
      presses += 1
      await page.keyboard.press(key)
    },
    type: async (text: string) => {
      presses += 1
      await page.keyboard.type(text)
    },
    paste: async (text: string) => {
      presses += 1
      await page.keyboard.insertText(text)
    },
    count: () => presses,
  }
}

/**
 * Opens screens the way a link does, without loading the console again, and waits until the
 * screen's calls have answered and nothing was asked for a moment.
 */
export function screenOpener(page: Page) {
  let inFlight = 0
  let lastActivity = Date.now()
  const finished = (request: Request) => {
    if (isLiveStream(request)) return
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  page.on('request', (request) => {
    if (isLiveStream(request)) return
    inFlight++
    lastActivity = Date.now()
  })
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return async (url: string) => {
    lastActivity = Date.now()
    await page.evaluate((next) => {
      history.pushState(history.state, '', next)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, url)
    const deadline = Date.now() + 10_000
    while ((inFlight > 0 || Date.now() - lastActivity < 300) && Date.now() < deadline) await page.waitForTimeout(50)
  }
}

/** The review queue's live events: a request that stays open as long as the queue is on screen. */
export const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/v1/review/events'

/** The sign-in form's username label in each language the tests sign in with. */
const usernameLabel = { fr: 'Nom d’utilisateur', ar: 'اسم المستخدم' } as const

/**
 * The console in a language chosen on this browser (the locale cookie), so the demo user's own
 * profile language stays as it is for the other tests; then signed in by keyboard.
 */
export async function signInInLanguage(page: Page, baseURL: string | undefined, locale: keyof typeof usernameLabel, username: string) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }])
  // The command layer loads after the first paint; typing waits for it so no key is lost.
  await page.goto('/login', { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await page.getByLabel(usernameLabel[locale]).focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Waits until a server the test started answers its health check; fails with its output if it stops or never does. */
export async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped: ${output()}`)
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not start: ${output()}`)
}
