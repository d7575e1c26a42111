import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInAs } from './helpers'

// One sign-in for the file: every test starts from a list URL in the same signed-in page.
test.describe.configure({ mode: 'serial' })
let page: Page

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = await browser.newPage()
  await signInAs(page, 'admin')
})
test.afterAll(async () => {
  await page?.close()
})

const grid = () => page.getByTestId('workspace-grid')
const filter = () => page.getByRole('combobox', { name: 'Filter' })

async function openList(url: string) {
  await page.goto(url)
  await expect(grid().locator('tbody tr').first()).toBeVisible()
}

async function applyFilter(text: string) {
  await page.keyboard.press('/')
  await expect(filter()).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
}

test('a term the parser or the server refuses stays in the bar, marked with its message', async () => {
  await openList('/merchant/transactions?status=DECLINED')
  await applyFilter('status:DECLINED amount>abc')
  await expect(filter()).toHaveValue('status:DECLINED amount>abc')
  await expect(filter()).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert').filter({ hasText: 'amount>abc' })).toContainText('Invalid amount')

  // The server refuses a gateway code over 60 characters: its 400 marks the term that sent it.
  const long = 'g'.repeat(61)
  await applyFilter(`gateway:${long}`)
  await expect(page).toHaveURL(new RegExp(`gateway=${long}`))
  await expect(filter()).toHaveValue(`gateway:${long}`)
  await expect(page.locator('[data-filter-error="rejected"]')).toContainText('Refused by the server')
})

test('opening a transaction keeps the list filter, and Esc returns to the same list', async () => {
  await openList('/merchant/transactions?status=DECLINED')
  await expect(filter()).toHaveValue('status:DECLINED')
  const before = await grid().locator('tbody tr').count()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchant\/[^/]+\/transactions\/tx_[0-9a-f]+\?status=DECLINED$/)
  await expect(page.getByTestId('workspace-detail')).toBeVisible()
  await expect(filter()).toHaveValue('status:DECLINED')
  expect(await grid().locator('tbody tr').count()).toBe(before)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/merchant\/transactions\?status=DECLINED$/)
  await expect(filter()).toHaveValue('status:DECLINED')
})

test('a list opened under a merchant path keeps that merchant when a record opens and closes', async () => {
  await openList('/merchant/acme-books/transactions')
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/merchant\/acme-books\/transactions\/tx_[0-9a-f]+\?merchantName=acme-books$/)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/merchant\/acme-books\/transactions$/)
})

for (const list of [
  { name: 'transaction', url: '/merchant/transactions', call: /\/api\/v1\/transaction\?/ },
  { name: 'transaction activity', url: '/transactionActivities', call: /\/api\/v1\/transactionactivity\?/ },
]) {
  test(`the ${list.name} list's default month is a removable chip, not terms in the bar; removing it lists all of history`, async () => {
    await openList(list.url)
    await expect(filter()).toHaveValue('')
    const chip = page.getByRole('button', { name: 'Remove the default: Last month' })
    await expect(page.getByText('Last month (default)')).toBeVisible()
    const count = page.getByTestId('workspace-count')
    await expect(count).toHaveText(/^Matches: [\d,]+\+?$/)
    const listed = page.waitForRequest((request) => list.call.test(request.url()) && new URL(request.url()).searchParams.has('from'))
    await chip.click()
    await expect(page).toHaveURL(new RegExp(`${list.url}\\?period=all$`))
    const query = new URL((await listed).url()).searchParams
    expect(query.get('from')).toBe('1970-01-01T00:00:00.000Z')
    expect(query.has('to')).toBe(false)
    expect(query.has('period')).toBe(false)
    await expect(page.getByText('Last month (default)')).toHaveCount(0)
    await expect(filter()).toHaveValue('')
  })
}

test('the list says how many rows match', async () => {
  const first = page.waitForResponse((response) => /\/api\/v1\/transaction\?/.test(response.url()) && !new URL(response.url()).searchParams.has('cursor'))
  await openList('/merchant/transactions?period=all&status=DECLINED')
  const answer = await first
  const total = ((await answer.json()) as { total: number }).total
  expect(total).toBeGreaterThan(0)
  await expect(page.getByTestId('workspace-count')).toHaveText(`Matches: ${total.toLocaleString('en')}`)
})

test('a narrowed column cuts its cells, which carry their whole value as a title, and the row under the cursor shows them whole; the width survives a reload', async () => {
  await openList('/merchant/transactions?period=all')
  const resize = page.getByRole('separator', { name: 'Resize the column Email' })
  await resize.focus()
  // Shift+arrow steps 50 px: enough steps to reach the narrowest width from the email kind's.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
  await expect(resize).toHaveAttribute('aria-valuenow', '60')
  const cut = grid().locator('td[data-cell="email"][title]').first()
  await expect(cut).toBeVisible()
  expect(await cut.getAttribute('title')).toBe(await cut.textContent())

  // By mouse: the id column dragged 40 px wider.
  const idResize = page.getByRole('separator', { name: 'Resize the column ID' })
  const from = Number(await idResize.getAttribute('aria-valuenow'))
  const box = (await idResize.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  await expect(idResize).toHaveAttribute('aria-valuenow', String(from + 40))

  await page.reload()
  await expect(grid().locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('separator', { name: 'Resize the column Email' })).toHaveAttribute('aria-valuenow', '60')
  await expect(page.getByRole('separator', { name: 'Resize the column ID' })).toHaveAttribute('aria-valuenow', String(from + 40))

  // By keyboard: the row under the cursor shows its cut-off cells whole, beneath it.
  await grid().focus()
  await page.keyboard.press('j')
  const email = grid().locator('tr[data-active] td[data-cell="email"]')
  await expect(email).toHaveAttribute('title', /@/)
  const whole = page.getByTestId('workspace-cut-off')
  await expect(whole).toBeVisible()
  await expect(whole.locator('div').filter({ hasText: /^Email/ }).locator('dd')).toHaveText((await email.getAttribute('title'))!)
})

test('x selects the first row before the cursor moved, Shift+j extends, Shift+x takes every loaded row, Esc clears first', async () => {
  await openList('/merchant/transactions?status=DECLINED')
  await grid().focus()
  const toolbar = page.getByRole('toolbar', { name: 'Actions on the selection' })
  await page.keyboard.press('x')
  await expect(toolbar).toContainText('Selected: 1')
  await expect(grid().locator('tbody tr').first()).toHaveAttribute('data-selected', 'true')
  await page.keyboard.press('Shift+J')
  await page.keyboard.press('Shift+J')
  await expect(toolbar).toContainText('Selected: 3')
  await page.keyboard.press('Shift+K')
  await expect(toolbar).toContainText('Selected: 2')
  await page.keyboard.press('Shift+X')
  const loaded = await grid().locator('tbody tr').count()
  await expect(toolbar).toContainText(/Selected: \d+/)
  const selected = Number((await toolbar.textContent())?.match(/Selected: (\d+)/)?.[1])
  expect(selected).toBeGreaterThanOrEqual(loaded)
  await page.keyboard.press('Escape')
  await expect(toolbar).toHaveCount(0)
  await expect(page).toHaveURL(/\/merchant\/transactions\?status=DECLINED$/)
})

test('the row under the cursor stays whole in view below the header as j and k run past the edges', async () => {
  await openList('/merchant/transactions?period=all')
  await page.locator('[data-testid=workspace-grid]').focus()
  const inView = () =>
    page.evaluate(() => {
      const grid = document.querySelector<HTMLElement>('[data-testid=workspace-grid]')!
      const row = grid.querySelector('tr[data-active]')!.getBoundingClientRect()
      const header = grid.querySelector('thead')!.getBoundingClientRect()
      const box = grid.getBoundingClientRect()
      return row.top >= header.bottom - 0.5 && row.bottom <= box.top + grid.clientHeight + 0.5
    })
  const rowsInView = await page.evaluate(() => Math.floor(document.querySelector<HTMLElement>('[data-testid=workspace-grid]')!.clientHeight / 36))
  for (let i = 0; i < rowsInView + 5; i++) await page.keyboard.press('j')
  await expect.poll(inView).toBe(true)
  for (let i = 0; i < rowsInView + 3; i++) await page.keyboard.press('k')
  await expect.poll(inView).toBe(true)
})
