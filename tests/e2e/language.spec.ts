import { expect, test } from '@playwright/test'
import { screenOpener, signInInLanguage } from './helpers'

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
