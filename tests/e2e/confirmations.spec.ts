import { expect, type Page, test } from '@playwright/test'
import { loadedGrid, runFromPalette, signInAs } from './helpers'

/** Counts the requests to a path from now on. */
function countRequests(page: Page, path: RegExp): () => number {
  let count = 0
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) count += 1
  })
  return () => count
}

test('a release of a velocity block can be undone, so its Delete has the focus and Enter runs it', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/merchants/acme-books/velocityblocks?status=ACTIVE')
  await loadedGrid(page)
  const matches = page.getByText(/^Matches: \d+$/)
  await expect(matches).toBeVisible()
  const active = Number((await matches.textContent())!.replace(/\D/g, ''))
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/velocityblocks\/\d+/)
  // The block's pane is drawn: its Delete is what Shift+D asks for.
  await expect(page.getByTestId('workspace-detail').getByRole('button', { name: /Delete/ })).toBeVisible()

  await page.keyboard.press('Shift+D')
  const dialog = page.getByRole('dialog', { name: /Delete/ })
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused()
  await expect(dialog).not.toContainText('cannot be undone')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/merchants\/acme-books\/velocityblocks(\?|$)/)

  // Said undoable, it is: z brings the block back, and the merchant's list holds it again.
  await expect(matches).toHaveText(`Matches: ${active - 1}`)
  await page.keyboard.press('z')
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible()
  await expect(matches).toHaveText(`Matches: ${active}`)
})

test('a secret key rotation cannot be undone: it starts on Cancel, says why, Enter does nothing and $mod+Enter rotates', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/merchants/acme-books')
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Books' })).toBeVisible()
  const rotations = countRequests(page, /\/secretkey$/)

  await runFromPalette(page, 'Rotate secret key')
  const dialog = page.getByRole('alertdialog', { name: /Rotate the secret key of/ })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expect(dialog).toContainText('This cannot be undone: the current key can never be brought back')
  await expect(dialog.getByText('“Rotate” · Esc cancels')).toBeVisible()

  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expect(dialog.getByRole('status')).toHaveText('Enter alone does not run an action that cannot be undone.')
  expect(rotations()).toBe(0)

  await page.keyboard.press('ControlOrMeta+Enter')
  const secret = page.getByTestId('secret-key-dialog')
  await expect(secret.getByLabel('New secret key')).toHaveText(/^sk_/)
  expect(rotations()).toBe(1)
})

test('a top-up moves money: Enter in its amount sends nothing and the dialog says why; a refused field clears once typed; $mod+Enter tops up', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/merchants/acme-books')
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Books' })).toBeVisible()
  await runFromPalette(page, 'Merchant: Account summary', /\/accountSummary$/)
  await expect(page.getByTestId('balance-USD')).toBeVisible()
  const movements = countRequests(page, /\/accountdetail\/topup$/)

  await page.keyboard.press('t')
  const dialog = page.getByRole('dialog', { name: /Top up/ })
  await expect(dialog.getByLabel('Amount in USD')).toBeFocused()
  await expect(dialog).toContainText('This cannot be undone: money moved stays moved')
  // Typed as English writes it, grouping included, and said back as it will be sent.
  await page.keyboard.type('1,250.50')
  await expect(dialog.getByText('Reads as $1,250.50')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Enter alone does not run an action that cannot be undone.')
  expect(movements()).toBe(0)

  // Refused beside the reference, which the server asks for; the error goes as soon as it is typed.
  await page.keyboard.press('ControlOrMeta+Enter')
  const reference = dialog.getByLabel('Reference')
  await expect(reference).toHaveAttribute('aria-invalid', 'true')
  expect(movements()).toBe(1)
  await reference.focus()
  await page.keyboard.type('CONFIRM-RULE')
  await expect(reference).not.toHaveAttribute('aria-invalid')
  await expect(dialog.getByRole('alert')).toHaveCount(0)

  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Topped up $1,250.50' })).toBeVisible()
  await expect(dialog).toHaveCount(0)
  expect(movements()).toBe(2)
})
