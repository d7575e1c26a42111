import { expect, test } from '@playwright/test'
import { filterList, openFirstRow, openListFromPalette, runFromPalette, signInAs, tabTo, uniqueSuffix } from './helpers'

test('an operator finds a gateway’s decline code from the list filter, opens the console code it maps to and a transaction that carries it, by keyboard', async ({ page }) => {
  await signInAs(page, 'admin')

  const grid = await openListFromPalette(page, 'Go to PSP result codes', /\/resultcodes\/psp$/)

  await filterList(page, 'text:SALDO_INSUFICIENTE', /q=SALDO_INSUFICIENTE/)
  await expect(grid.locator('tbody tr')).toHaveCount(1)
  await openFirstRow(page, /\/resultcodes\/psp\/\d+\?q=SALDO_INSUFICIENTE$/)

  const pane = page.getByTestId('workspace-detail')
  await expect(pane.getByRole('heading', { level: 2, name: 'SALDO_INSUFICIENTE' })).toBeVisible()
  await expect(pane.getByRole('link', { name: '1001 Insufficient funds' })).toHaveAttribute('href', '/resultcodes/cs/1001')

  // The console code it maps to, beside the list of console codes.
  await runFromPalette(page, 'Open its console result code', /\/resultcodes\/cs\/1001$/)
  const code = page.getByTestId('workspace-detail')
  await expect(code.getByRole('heading', { level: 2, name: '1001' })).toBeVisible()
  const mapped = code.getByRole('table', { name: 'PSP codes that map to it (5)' })
  await expect(mapped.getByRole('link', { name: 'SALDO_INSUFICIENTE' })).toBeVisible()
  await expect(mapped.getByRole('link')).toHaveCount(5)

  // Where it is used: the newest transactions that carry it, each opening the transaction.
  const uses = code.getByRole('table', { name: 'Where used: latest transactions' })
  const first = uses.getByRole('link').first()
  await expect(first).toHaveAttribute('href', /^\/merchant\/[^/]+\/transactions\/[^/]+$/)
  const href = (await first.getAttribute('href'))!
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
})

test('an admin maps a new gateway code to a console code chosen from the list, sees it listed there, and deletes it, by keyboard', async ({ page }) => {
  const pspCode = `E2E-${uniqueSuffix()}`.toUpperCase()
  await signInAs(page, 'admin')

  await runFromPalette(page, 'New PSP result code', /\/resultcodes\/psp\/@new$/)
  const form = page.getByRole('form', { name: 'PSP result code' })
  const gateway = form.getByRole('combobox', { name: 'Gateway' })
  await expect(gateway).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(gateway).toHaveValue('BOREAL')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'PSP code' })).toBeFocused()
  await page.keyboard.type(pspCode)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Suspected fraud (test)')
  await page.keyboard.press('Tab')
  const consoleCode = form.getByRole('combobox', { name: 'Console result code' })
  await expect(consoleCode).toBeFocused()
  await page.keyboard.type('1005')
  await expect(consoleCode).toHaveValue('1005')
  await page.keyboard.press('ControlOrMeta+Enter')

  await expect(page).toHaveURL(/\/resultcodes\/psp\/\d+$/)
  const pane = page.getByTestId('workspace-detail')
  await expect(pane.getByRole('heading', { level: 2, name: pspCode })).toBeVisible()
  await expect(pane.getByRole('link', { name: '1005 Suspected fraud' })).toBeVisible()

  await runFromPalette(page, 'Open its console result code', /\/resultcodes\/cs\/1005$/)
  const mapped = page.getByTestId('workspace-detail').getByRole('table', { name: /^PSP codes that map to it/ })
  const created = mapped.getByRole('link', { name: pspCode })
  await tabTo(page, created)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/resultcodes\/psp\/\d+$/)

  // Delete asks first (the form's field has the focus, so from the palette); the safe choice has the focus.
  await expect(page.getByTestId('workspace-detail').getByRole('heading', { level: 2, name: pspCode })).toBeVisible()
  await runFromPalette(page, 'Delete this record')
  await expect(page.getByText(`Delete BOREAL ${pspCode}?`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: `BOREAL ${pspCode} deleted` })).toBeVisible()
  await expect(page).toHaveURL(/\/resultcodes\/psp$/)
})
