import { expect, test } from '@playwright/test'
import { exportListCsv, filterList, goByShortcut, loadedGrid, runFromPalette, signInAs, uniqueSuffix } from './helpers'

test('admin triages card BINs by keyboard: g b, / filter scheme:VISA, j/k, Enter opens, Esc closes, saves the view and opens it from the palette', async ({ page }) => {
  await signInAs(page, 'admin')

  await goByShortcut(page, 'b', /\/cardBins$/)
  const grid = page.getByTestId('workspace-grid')
  const rows = grid.locator('tbody tr')
  await expect(rows.first()).toBeVisible()

  await page.keyboard.press('/')
  const filter = page.getByRole('combobox', { name: 'Filter' })
  await expect(filter).toBeFocused()
  await page.keyboard.type('scheme:VI')
  await expect(page.getByRole('option', { name: /VISA/ })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(filter).toHaveValue('scheme:VISA ')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cardBins\?scheme=VISA$/)
  await page.keyboard.press('Escape')
  await expect(filter).not.toBeFocused()
  await expect(rows.first()).toContainText('VISA')
  const schemes = await rows.locator('td:nth-child(3)').allTextContents()
  expect(schemes.length).toBeGreaterThan(0)
  expect(new Set(schemes)).toEqual(new Set(['VISA']))

  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  const active = grid.locator('tr[data-active]')
  await expect(active).toHaveAttribute('aria-rowindex', '2')
  const bin = (await active.getAttribute('data-row-key')) ?? ''
  expect(bin).toMatch(/^\d{6,8}$/)

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/cardBins/${bin}\\?scheme=VISA$`))
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name: bin })).toBeVisible()

  await page.keyboard.press(']')
  await expect(page).not.toHaveURL(new RegExp(`/cardBins/${bin}\\?`))
  await page.keyboard.press('[')
  await expect(page).toHaveURL(new RegExp(`/cardBins/${bin}\\?scheme=VISA$`))

  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/cardBins\?scheme=VISA$/)
  await expect(detail).toHaveCount(0)

  await runFromPalette(page, 'save this view')
  const dialog = page.getByRole('dialog', { name: 'Save this view' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  // The dialog is in the URL: Back closes it, Forward and a reload open it again.
  await expect(page).toHaveURL(/\/cardBins\?scheme=VISA&dialog=saveView$/)
  await page.goBack()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/cardBins\?scheme=VISA$/)
  await page.goForward()
  await expect(dialog.getByLabel('Name')).toBeVisible()
  await page.reload()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('Visa ranges 42')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Saved “Visa ranges 42”')).toBeVisible()

  await goByShortcut(page, 'd', /\/dashboard$/)
  await runFromPalette(page, 'Visa ranges 42', /\/cardBins\?scheme=VISA$/)
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue('scheme:VISA')
})

test('a bad filter term shows its message under the bar while the good terms still apply', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/cardBins')
  await loadedGrid(page)
  await filterList(page, 'colour:red scheme:MASTERCARD', /\/cardBins\?scheme=MASTERCARD$/)
  await expect(page.getByRole('alert').filter({ hasText: 'colour:red' })).toContainText('Unknown field colour')
})

test('admin creates, edits and deletes a card BIN by keyboard; a bad BIN is refused next to its field and nothing typed is lost', async ({ page }) => {
  await signInAs(page, 'admin')
  await goByShortcut(page, 'b', /\/cardBins$/)
  await loadedGrid(page)

  await runFromPalette(page, 'new card bin', /\/cardBins\/@new$/)
  const bin = page.getByLabel('BIN', { exact: true })
  await expect(bin).toBeFocused()
  await page.keyboard.type('12')
  await page.getByLabel('Issuer', { exact: true }).focus()
  await page.keyboard.type('Banco Teclado')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid format' })).toBeVisible()
  await expect(bin).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Issuer', { exact: true })).toHaveValue('Banco Teclado')

  await bin.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('99887766')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(/\/cardBins\/99887766$/)
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name: '99887766' })).toBeVisible()
  await expect(page.getByTestId('workspace-grid').locator('tr[data-row-key="99887766"]')).toBeVisible()

  await page.getByLabel('Issuer', { exact: true }).focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('Banco Renomeado')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('99887766 saved')).toBeVisible()
  await expect(page.getByTestId('workspace-grid').locator('tr[data-row-key="99887766"]')).toContainText('Banco Renomeado')

  await detail.getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: 'Delete 99887766?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cardBins$/)
  await expect(page.getByTestId('workspace-grid').locator('tr[data-row-key="99887766"]')).toHaveCount(0)
})

test('admin opens a card blacklist entry with g l, j and Enter, closes it with Esc, and selects card BINs with x', async ({ page }) => {
  await signInAs(page, 'admin')
  await goByShortcut(page, 'l', /\/cardBlacklist$/)
  const grid = await loadedGrid(page)
  await page.keyboard.press('j')
  const key = (await grid.locator('tr[data-active]').getAttribute('data-row-key')) ?? ''
  const cardId = key.slice(key.indexOf('/') + 1)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('workspace-detail').getByRole('heading', { level: 2, name: cardId })).toBeVisible()
  await expect(grid.locator(`tr[aria-current="true"]`)).toHaveAttribute('data-row-key', key)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/cardBlacklist$/)

  await goByShortcut(page, 'b', /\/cardBins$/)
  // The URL changes as the card BIN screen starts loading: the blacklist's rows are still on view until it shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Card BINs' })).toBeVisible()
  await loadedGrid(page)
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  const bulk = page.getByRole('toolbar', { name: 'Actions on the selection' })
  await expect(bulk).toContainText('Selected: 2')
  await expect(bulk.getByRole('button', { name: 'Disable selected' })).toBeVisible()
  await page.keyboard.press('x')
  await expect(bulk).toContainText('Selected: 1')
})

test('admin exports the filtered card BINs as CSV from the palette: the file holds the header and the VISA rows only', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/cardBins?scheme=VISA')
  await loadedGrid(page)
  const { download, text } = await exportListCsv(page)
  expect(download.suggestedFilename()).toMatch(/^cardbin-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...lines] = text.trim().split('\r\n')
  expect(header?.split(',')).toEqual(expect.arrayContaining(['bin', 'scheme']))
  const schemeAt = header!.split(',').indexOf('scheme')
  expect(lines.length).toBeGreaterThan(0)
  expect(new Set(lines.map((line) => line.split(',')[schemeAt]))).toEqual(new Set(['VISA']))
})

test('admin adds a card to the blacklist, edits it, reads it again from its link with its space, and deletes it with Shift+D', async ({ page }) => {
  await signInAs(page, 'admin')
  await goByShortcut(page, 'l', /\/cardBlacklist$/)
  await loadedGrid(page)
  await runFromPalette(page, 'Add a card to the blacklist', /\/cardBlacklist\/@new$/)
  const card = `tokprobe${uniqueSuffix()}`
  await page.getByLabel('Card hash', { exact: true }).fill(card)
  await page.getByLabel('Reason', { exact: true }).fill('probe')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page).toHaveURL(new RegExp(`/cardBlacklist/${card}\\?entrySpace=`))
  await expect(page.getByText(`${card} saved`)).toBeVisible()
  const detail = page.getByTestId('workspace-detail')
  await expect(detail.getByRole('heading', { level: 2, name: card })).toBeVisible()
  await expect(page.getByTestId('workspace-grid').locator('tr[aria-current="true"]')).toHaveAttribute('data-row-key', new RegExp(`/${card}$`))
  await page.getByLabel('Reason', { exact: true }).fill('probe 2')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText(`${card} saved`).last()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Reason', { exact: true })).toHaveValue('probe 2')
  // Shift+D deletes whatever record is open, once the focus has left the form.
  await page.getByLabel('Reason', { exact: true }).blur()
  await page.keyboard.press('Shift+D')
  const confirm = page.getByRole('alertdialog', { name: `Delete ${card}?` })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/cardBlacklist$/)
  await expect(page.getByText(`${card} deleted`)).toBeVisible()
})

/** Whether the element shows its whole text: nothing of it lies beyond its box. */
async function readsWhole(locator: ReturnType<import('@playwright/test').Page['locator']>) {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth)
}

test('at 1280 px the lists read whole: headers, statuses and event types at their kind width; times name their zone once, in the header; a cut value shows whole on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'admin')

  await page.goto('/merchants')
  await loadedGrid(page)
  for (const column of ['businessType', 'defaultCurrency']) {
    const header = page.locator(`th[data-column="${column}"]`)
    await expect(header).toBeVisible()
    expect(await readsWhole(header), `the ${column} header reads whole`).toBe(true)
  }
  await expect(page.locator('th[data-column="businessType"]')).toContainText('Business type')
  await expect(page.locator('th[data-column="defaultCurrency"]')).toContainText('Default currency')

  await page.goto('/fraudblocks')
  await loadedGrid(page)
  const blocking = page.locator('td[data-cell="state"]').filter({ hasText: 'Blocking' }).first()
  await expect(blocking).toBeVisible()
  expect(await readsWhole(blocking), 'Blocking reads whole').toBe(true)

  await page.goto('/admin/userEvents?type=GW_CONFIG')
  await loadedGrid(page)
  const gatewayEvent = page.locator('td[data-cell="type"]').filter({ hasText: 'Gateway configuration' }).first()
  await expect(gatewayEvent).toBeVisible()
  expect(await readsWhole(gatewayEvent), 'Gateway configuration reads whole').toBe(true)
  // The zone is named once, in the time column's header; the times under it leave it out and read whole.
  const timeHeader = page.locator('th[data-column="created"]')
  await expect(timeHeader).toContainText(/\(.+\)/)
  expect(await readsWhole(timeHeader)).toBe(true)
  const time = page.locator('td[data-cell="created"]').first()
  await expect(time.locator('time')).not.toContainText(/GMT|UTC/)
  expect(await readsWhole(time)).toBe(true)
  const timeBox = await time.boundingBox()
  expect(timeBox?.width ?? 0, 'the time column is compact').toBeLessThan(240)

  // Shrunk with the arrows on its splitter, the target column cuts its values: each keeps its whole text as a title.
  await page.getByRole('separator', { name: 'Resize the column Record' }).focus()
  for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowLeft')
  const target = page.locator('td[data-cell="target"]').first()
  await expect.poll(() => readsWhole(target)).toBe(false)
  const whole = (await target.textContent()) ?? ''
  expect(whole.length).toBeGreaterThan(0)
  await expect(target).toHaveAttribute('title', whole)
})

test('a toast sits in the bottom corner, over neither the filter bar nor the palette trigger', async ({ page }) => {
  await signInAs(page, 'admin')
  await goByShortcut(page, 'b', /\/cardBins$/)
  await loadedGrid(page)
  await runFromPalette(page, 'save this view')
  const name = `Toast place ${uniqueSuffix()}`
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  const toast = page.getByRole('status').filter({ hasText: `Saved “${name}”` })
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(toastBox.y + toastBox.height, 'at the bottom of the window').toBeGreaterThan(viewport.height - 80)
  for (const control of [page.getByRole('combobox', { name: 'Filter' }), page.getByRole('button', { name: /Search or run a command/ })]) {
    const box = (await control.boundingBox())!
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height
    expect(overlaps).toBe(false)
  }
})
