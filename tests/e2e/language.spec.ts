import { expect, test } from '@playwright/test'
import { adminHeaders, screenOpener, signInInLanguage, uniqueSuffix } from './helpers'

/** French writes a no-break space (narrow in recent data) between a number and its unit. */
const frenchFileSize = /^\d{1,3}(?:[\u00a0\u202f]\d{3})*(?:,\d{2}[\u00a0\u202f](?:ko|Mo)|[\u00a0\u202f]octets?)$/

test('in French: file sizes, an unknown address, a missing record and a failed call read French', async ({ page, baseURL }) => {
  await signInInLanguage(page, baseURL, 'fr', 'admin')
  const openInApp = screenOpener(page)

  // The daily reports' file sizes: French decimals and units, never the English `KB`.
  await openInApp('/dailyReports')
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports quotidiens' })).toBeVisible()
  const sizes = page.getByText(frenchFileSize)
  await expect(sizes.first()).toBeVisible()
  await expect(page.getByText(/\d (KB|MB|bytes?)$/)).toHaveCount(0)

  // An address with no screen names itself.
  await openInApp('/no-such-screen')
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable : /no-such-screen' })).toBeVisible()

  // A record the URL names that does not exist: the pane says which kind and which id.
  await openInApp('/gatewayCredentials/987654321')
  await expect(page.getByRole('alert').filter({ hasText: 'Identifiant de passerelle 987654321 introuvable, ou hors de votre périmètre' })).toBeVisible()

  // A call that gets no answer at all, its one retry included.
  await page.route(/\/api\/v1\/merchant\?/, (route) => route.abort())
  await openInApp('/merchants')
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de joindre le serveur : vérifiez votre connexion et réessayez' })).toBeVisible()
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0)
})

test('in French, an amount is typed the French way, or with a point, and said back as it will be sent', async ({ page, baseURL }) => {
  await signInInLanguage(page, baseURL, 'fr', 'admin')
  await screenOpener(page)('/merchants/acme-books/accountSummary')
  await expect(page.getByTestId('balance-USD')).toBeVisible()
  await page.keyboard.press('t')
  const amount = page.getByRole('dialog').getByLabel('Montant en USD')
  await expect(amount).toBeFocused()
  const readsBack = page.getByRole('dialog').getByText(/^Lu comme 1[\u00a0\u202f]250,50[\u00a0\u202f]\$US$/)
  for (const typed of ['1 250,50', '1250,50', '1250.50']) {
    await amount.fill(typed)
    await expect(readsBack).toBeVisible()
  }
  // Not an amount in French (grouped by threes or nothing): no reading, and Escape moves no money.
  await amount.fill('1 25,5')
  await expect(readsBack).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('in French: a withdrawal above the balance says the balance the French way; a transaction status reads French, its code on hover', async ({ page, baseURL }) => {
  await signInInLanguage(page, baseURL, 'fr', 'admin')
  const openInApp = screenOpener(page)

  await openInApp('/merchants/acme-books/accountSummary?dialog=withdraw')
  const amount = page.getByLabel('Montant en USD')
  await amount.focus()
  await page.keyboard.type('99999999')
  await page.keyboard.press('Tab')
  await page.keyboard.type(`WD-FR-${uniqueSuffix()}`)
  await page.keyboard.press('ControlOrMeta+Enter')
  // French groups thousands with a (narrow) no-break space, writes a decimal comma and puts `$US` after.
  await expect(amount).toHaveAccessibleDescription(/Le montant dépasse le solde disponible de \d{1,3}(?:\s\d{3})*,\d{2}\s\$US$/)
  await page.keyboard.press('Escape')

  await openInApp('/merchant/transactions')
  const charged = page.getByRole('row').getByTitle('CHARGED', { exact: true }).first()
  await expect(charged).toHaveText('Débité')
  await expect(page.getByRole('row').getByText('CHARGED', { exact: true })).toHaveCount(0)
})

test('in Arabic: a card mask in the palette reads left to right, its first digits left of its last ones', async ({ page, baseURL, request }) => {
  const list = await request.get('/api/v1/transaction', { headers: await adminHeaders(request), params: { limit: 50 } })
  const { items } = (await list.json()) as { items: { payment: { cardHash?: string | null; cardBin?: string | null; cardLast4Digits?: string | null } }[] }
  const card = items.map((tx) => tx.payment).find((payment) => payment.cardHash && payment.cardBin && payment.cardLast4Digits)
  if (!card?.cardHash) throw new Error('the demo data has no transaction with a card')
  const mask = `${card.cardBin}…${card.cardLast4Digits}`

  await signInInLanguage(page, baseURL, 'ar', 'admin')
  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.getByRole('combobox')).toBeFocused()
  await page.keyboard.insertText(card.cardHash)
  const shown = page.getByRole('option').locator('bdi').filter({ hasText: mask }).first()
  await expect(shown).toHaveText(mask)
  await expect(shown).toHaveAttribute('dir', 'ltr')
  expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
  const [first, last] = await shown.evaluate((element) => {
    const text = element.firstChild as Text
    const at = (offset: number) => {
      const range = document.createRange()
      range.setStart(text, offset)
      range.setEnd(text, offset + 1)
      return range.getBoundingClientRect().left
    }
    return [at(0), at(text.length - 1)]
  })
  expect(first).toBeLessThan(last)
})
