import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, goByShortcut, keyCounter, loadedGrid, runFromPalette, signInAs } from './helpers'

interface Transaction {
  id: string
  merchantAccount: string
  payment: { cardHash: string | null }
}

interface ReviewCase {
  id: number
  state: string
  heldBy: string | null
  cardHash: string
  decision: { outcome: string; reasonCode: string; fraudBlockId: number | null } | null
}

const casePath = /\/reviews\/(\d+)(\?.*)?$/

/** The reasons of a legitimate decision, in the order their digits pick them. */
const legitimateReasons = ['CUSTOMER_CONFIRMED', 'KNOWN_CUSTOMER', 'FALSE_POSITIVE', 'MERCHANT_CONFIRMED', 'OTHER']

async function analystHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { username: 'analyst', password: DEMO_PASSWORD } })
  expect(login.ok(), 'analyst signs in through the API').toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}`, 'x-admin-user': 'analyst' }
}

/**
 * Enough open cases for every test of the file, whatever the seed left: the analyst sends
 * payments of 30 cards of its space to review, each opening its card's case or joining it.
 */
async function fillQueue(request: APIRequestContext) {
  const headers = await analystHeaders(request)
  const page = (await (await request.get('/api/v1/transaction', { headers, params: { limit: 500, from: '2000-01-01T00:00:00.000Z' } })).json()) as { items: Transaction[] }
  const byCard = new Map<string, Transaction>()
  for (const tx of page.items) if (tx.payment.cardHash && !byCard.has(tx.payment.cardHash)) byCard.set(tx.payment.cardHash, tx)
  const transactions = [...byCard.values()].slice(0, 30).map((tx) => ({ merchantName: tx.merchantAccount, transaction: tx.id }))
  const sent = await request.post('/api/v1/review', { headers, data: { transactions } })
  expect(sent.ok(), 'the analyst sends payments to review').toBe(true)
  const counts = (await (await request.get('/api/v1/review/counts', { headers })).json()) as { open: number }
  expect(counts.open, 'cases wait in the open queue').toBeGreaterThanOrEqual(15)
  return headers
}

async function caseOf(request: APIRequestContext, headers: Record<string, string>, id: number): Promise<ReviewCase> {
  const answer = await request.get(`/api/v1/review/${id}`, { headers })
  expect(answer.ok(), `the analyst reads case ${id}`).toBe(true)
  return (await answer.json()) as ReviewCase
}

/** The case open beside the queue, once its pane shows it held by the analyst, ready for a decision key. */
async function caseInHand(page: Page): Promise<number> {
  await expect(page).toHaveURL(casePath)
  const id = Number(casePath.exec(page.url())![1])
  await expect(page.getByRole('heading', { level: 2, name: `Case #${id}` })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Decide the case: fraud/ })).toBeVisible()
  return id
}

let headers: Record<string, string>

test.beforeAll(async ({ request }) => {
  headers = await fillQueue(request)
})

test('an analyst takes and decides 10 cases, each with its reason, by keyboard in at most 25 key presses', async ({ page, request }) => {
  await signInAs(page, 'analyst')
  const keys = keyCounter(page)
  await keys.press('g')
  await keys.press('v')
  await expect(page).toHaveURL(/\/reviews$/)
  await loadedGrid(page)
  await keys.press('n')
  const decided: { id: number; outcome: string; reason: string }[] = []
  for (let round = 0; round < 10; round++) {
    const id = await caseInHand(page)
    // Legitimate with each of its reasons by turns (a fraud decision would block cards other tests count on; z undoes one below): the digit picks the reason and decides.
    const at = round % legitimateReasons.length
    const digit = String(at + 1)
    await keys.press('a')
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/v1/review/${id}/decision`))
    await keys.press(digit)
    expect((await answer).status()).toBe(200)
    // The next case opens by itself.
    await expect(page).not.toHaveURL(new RegExp(`/reviews/${id}(\\?|$)`))
    decided.push({ id, outcome: 'LEGITIMATE', reason: legitimateReasons[at]! })
  }
  expect(keys.count(), 'key presses for 10 decisions').toBeLessThanOrEqual(25)
  for (const { id, outcome, reason } of decided) {
    const record = await caseOf(request, headers, id)
    expect({ id, state: record.state, outcome: record.decision?.outcome, reason: record.decision?.reasonCode }).toEqual({ id, state: 'DECIDED', outcome, reason })
  }
})

test("a second analyst's queue loses a case the first claims within a second", async ({ browser }) => {
  const first = await browser.newContext()
  const second = await browser.newContext()
  const taker = await first.newPage()
  const watcher = await second.newPage()
  await signInAs(taker, 'analyst')
  await signInAs(watcher, 'analyst')
  // The watcher listens before anything is claimed.
  const listening = watcher.waitForResponse((response) => response.url().endsWith('/api/v1/review/events'))
  await goByShortcut(watcher, 'v', /\/reviews$/)
  expect((await listening).status()).toBe(200)
  const watched = await loadedGrid(watcher)

  await goByShortcut(taker, 'v', /\/reviews$/)
  const grid = await loadedGrid(taker)
  await taker.keyboard.press('j')
  const top = await grid.locator('tr[data-active]').getAttribute('data-row-key')
  await expect(watched.locator(`tr[data-row-key="${top}"]`)).toHaveCount(1)
  const claimed = taker.waitForResponse((response) => response.url().endsWith(`/api/v1/review/${top}/claim`))
  // Opening a case from the list claims it.
  await taker.keyboard.press('Enter')
  expect((await claimed).status()).toBe(200)
  await expect(watched.locator(`tr[data-row-key="${top}"]`)).toHaveCount(0, { timeout: 1000 })
  await first.close()
  await second.close()
})

test('z undoes a fraud decision and the block it made', async ({ page, request }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'v', /\/reviews$/)
  await loadedGrid(page)
  await page.keyboard.press('n')
  const id = await caseInHand(page)
  await page.keyboard.press('f')
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/v1/review/${id}/decision`))
  await page.keyboard.press('1')
  // The next case opens before the decision's answer comes back.
  await expect(page).not.toHaveURL(new RegExp(`/reviews/${id}(\\?|$)`))
  expect((await answer).status()).toBe(200)
  const decided = await caseOf(request, headers, id)
  expect(decided.state).toBe('DECIDED')
  const block = decided.decision?.fraudBlockId
  expect(block, 'the fraud decision blocked the card').toBeTruthy()
  expect((await request.get(`/api/v1/fraudblock/${block}`, { headers })).status()).toBe(200)

  // Within the 10 seconds the undo lasts, wherever the analyst is now: the next case.
  await page.keyboard.press('z')
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible()
  const undone = await caseOf(request, headers, id)
  expect(undone.state, 'the case is no longer decided').not.toBe('DECIDED')
  expect((await request.get(`/api/v1/fraudblock/${block}`, { headers })).status()).toBe(404)
  await page.goto(`/fraudblocks?accountId=${encodeURIComponent(decided.cardHash)}`)
  await expect(page.getByTestId('workspace-count')).toHaveText(/Matches: \d+/)
  await expect(page.getByTestId('workspace-grid').locator(`tr[data-row-key="${block}"]`)).toHaveCount(0)
})

test('a decision refused once the next case is on screen brings the analyst back to its step, with what was chosen and the error beside its field', async ({ page, request }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'v', /\/reviews$/)
  await loadedGrid(page)
  await page.keyboard.press('n')
  const id = await caseInHand(page)
  // The server's refusal is held back until the next case is on screen.
  let answerNow: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    answerNow = resolve
  })
  await page.route(`**/api/v1/review/${id}/decision`, async (route) => {
    await held
    await route.fulfill({ status: 400, json: { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', errors: [{ field: 'note', message: 'Say what the customer said' }] } })
  })
  await page.keyboard.press('a')
  const step = page.getByRole('dialog')
  await step.getByRole('textbox').fill('Customer called back')
  await step.getByRole('radio', { name: /KNOWN_CUSTOMER/ }).check()
  await step.getByRole('button', { name: 'Close as legitimate' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/reviews/${id}(\\?|$)`))
  const next = await caseInHand(page)
  answerNow()
  await expect(page).toHaveURL(new RegExp(`/reviews/${id}\\?.*dialog=legitimate`))
  await expect(step.getByText('Say what the customer said')).toBeVisible()
  await expect(step.getByRole('textbox')).toHaveValue('Customer called back')
  await expect(step.getByRole('radio', { name: /KNOWN_CUSTOMER/ })).toBeChecked()
  // Tried again, the decision goes through and the case claimed to move on to opens.
  await page.unroute(`**/api/v1/review/${id}/decision`)
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/v1/review/${id}/decision`))
  await step.getByRole('button', { name: 'Close as legitimate' }).click()
  expect((await answer).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/reviews/${next}(\\?|$)`))
  expect((await caseOf(request, headers, id)).decision).toMatchObject({ outcome: 'LEGITIMATE', reasonCode: 'KNOWN_CUSTOMER' })
})

test('v sends the transaction under the cursor to review and says which case it joined or opened', async ({ page }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 't', /\/merchant\/transactions/)
  await loadedGrid(page)
  await page.keyboard.press('j')
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/review') && response.request().method() === 'POST')
  await page.keyboard.press('v')
  expect((await sent).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: /(Sent to review: new cases|Joined the open cases) #\d+/ })).toBeVisible()
})

test('g v and the palette entry reach the review queue', async ({ page }) => {
  await signInAs(page, 'analyst')
  await goByShortcut(page, 'v', /\/reviews$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible()
  await goByShortcut(page, 'd', /\/dashboard$/)
  await runFromPalette(page, 'review queue', /\/reviews$/)
  await loadedGrid(page)
})
