import { readFileSync } from 'node:fs'
import { expect, type Page, type Request, test } from '@playwright/test'
import { loadedGrid, screenOpener, signInAs } from './helpers'
import { consoleRoutes } from './routes'

/** Every listed record kind the admin may write, as the unit test of the kind declarations writes them. */
const kinds = JSON.parse(readFileSync(new URL('./record-kinds.json', import.meta.url), 'utf8')) as { kind: string; list: string; record: string }[]

/** A call that changes something on the server. */
const isWrite = (request: Request) => request.method() !== 'GET' && request.method() !== 'HEAD' && new URL(request.url()).pathname.startsWith('/api/')

/** What every field on the screen holds, but the list's row boxes (which `x` ticks): a list key typed into one would show here. */
const fieldValues = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')]
        .filter((field) => !field.closest('[data-testid="workspace-grid"]'))
        .map((field) => (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? String(field.checked) : field.value)),
    )

const focusInField = (page: Page) => page.evaluate(() => document.activeElement?.matches('input, select, textarea, [contenteditable="true"]') ?? false)

test.describe('a record opens to be read: the list keys never edit it', () => {
  test.describe.configure({ mode: 'serial' })
  let page: Page
  let open: (url: string) => Promise<void>
  let urls: Map<string, string>
  const writes: string[] = []

  let inFlight = 0
  let lastActivity = 0

  test.beforeAll(async ({ browser, request }) => {
    urls = new Map((await consoleRoutes(request)).map((route) => [route.path, route.url]))
    page = await browser.newPage()
    page.on('request', (request) => {
      inFlight++
      lastActivity = Date.now()
      if (isWrite(request)) writes.push(`${request.method()} ${request.url()}`)
    })
    const finished = () => {
      inFlight = Math.max(0, inFlight - 1)
      lastActivity = Date.now()
    }
    page.on('requestfinished', finished)
    page.on('requestfailed', finished)
    await signInAs(page, 'admin')
    writes.length = 0
    open = screenOpener(page)
  })
  test.afterAll(() => page.close())

  /** After a key that may open a record: its calls have answered and the pane has drawn. */
  async function settled() {
    lastActivity = Date.now()
    const deadline = Date.now() + 10_000
    while ((inFlight > 0 || Date.now() - lastActivity < 150) && Date.now() < deadline) await page.waitForTimeout(50)
  }

  /** `j j Enter k Enter x` on an open record: nothing is typed, nothing is sent. */
  async function listKeysOnRecord(way: string) {
    expect(await focusInField(page), `${way}: the focus is not in a field`).toBe(false)
    const opened = await fieldValues(page)
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    expect(await fieldValues(page), `${way}: j j typed into no field`).toEqual(opened)
    await page.keyboard.press('Enter')
    await settled()
    await page.keyboard.press('k')
    await page.keyboard.press('Enter')
    await settled()
    expect(await focusInField(page), `${way}: after Enter the focus is not in a field`).toBe(false)
    const reopened = await fieldValues(page)
    await page.keyboard.press('x')
    expect(await fieldValues(page), `${way}: x typed into no field`).toEqual(reopened)
    expect(writes, `${way}: no write request`).toEqual([])
  }

  for (const { kind, list } of kinds) {
    test(`${kind}: opened by mouse and by Enter from ${list}`, async () => {
      const url = urls.get(list)
      expect(url, `tests/e2e/routes.ts has a URL for ${list}`).toBeDefined()

      await open(url!)
      const grid = await loadedGrid(page)
      const listed = page.url()
      await grid.locator('tbody tr').first().click()
      await expect(page).not.toHaveURL(listed)
      await settled()
      // A form the admin may change shows it is being read, and how to edit it.
      if (await page.locator('main form fieldset:not([disabled])').count()) await expect(page.getByRole('button', { name: /^Edit\b/ })).toBeVisible()
      await listKeysOnRecord(`${kind} by mouse`)

      await open(url!)
      await loadedGrid(page)
      const again = page.url()
      await page.keyboard.press('j')
      await page.keyboard.press('Enter')
      await expect(page).not.toHaveURL(again)
      await settled()
      await listKeysOnRecord(`${kind} by Enter`)
    })
  }
})

test('a group is edited on purpose: e, type, Esc leaves the field, Esc asks, Keep editing, $mod+Enter saves', async ({ page }) => {
  await signInAs(page, 'admin')
  const writes: Request[] = []
  page.on('request', (request) => {
    if (isWrite(request)) writes.push(request)
  })
  await page.goto('/groups')
  await loadedGrid(page)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/groups\/[^/?]+/)
  const detail = page.getByTestId('workspace-detail')
  const edit = detail.getByRole('button', { name: /^Edit\b/ })
  await expect(edit).toBeVisible()

  // e: edit mode, the first field focused; Enter in it saves nothing; Esc twice on an unchanged form reads again.
  await page.keyboard.press('e')
  await expect(detail.locator('input:focus')).toHaveCount(1)
  // By its label: a save draws the form afresh.
  const label = await detail.locator('input:focus').evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
  const field = detail.getByLabel(label, { exact: true })
  await expect(field).toBeFocused()
  const original = await field.inputValue()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(field).not.toBeFocused()
  await page.keyboard.press('Escape')
  await expect(edit).toBeVisible()
  expect(writes).toEqual([])

  await page.keyboard.press('e')
  await expect(field).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' edited')
  await expect(field).toHaveValue(`${original} edited`)
  await page.keyboard.press('Escape')
  await expect(field).not.toBeFocused()
  await expect(detail.getByRole('button', { name: 'Save' })).toBeVisible()
  await page.keyboard.press('Escape')
  const question = page.getByRole('alertdialog', { name: 'Discard changes?' })
  // The safe answer has the focus: Enter keeps editing.
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toHaveCount(0)
  await expect(field).toHaveValue(`${original} edited`)
  expect(writes).toEqual([])

  const saved = page.waitForRequest((request) => isWrite(request) && /\/api\/v1\/mgroup\//.test(request.url()))
  await page.keyboard.press('ControlOrMeta+Enter')
  await saved
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'saved' }).first()).toBeVisible()
  await expect(edit).toBeVisible()
  await expect(field).toHaveValue(`${original} edited`)

  // Back as it was, by the same keys.
  await page.keyboard.press('e')
  await expect(field).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(original)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(edit).toBeVisible()
  await expect(field).toHaveValue(original)
})
