import { expect, type Page, test } from '@playwright/test'
import { LOCALE_COOKIE } from '../../src/domain/constants'
import { DEMO_PASSWORD } from './helpers'

/** Words of the English texts these errors had, status texts included: none may show in French. */
const english = /\b(the|password|username|not|correct|Unauthorized|Locked|Bad Request|choose|common)\b/i

async function signInInFrench(page: Page, baseURL: string | undefined, username: string, password: string) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'fr', url: baseURL }])
  // The command layer loads after the first paint; typing waits for it so no key is lost.
  await page.goto('/login', { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.getByLabel('Nom d’utilisateur').focus()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

test('a wrong password in French reads the French text, with the status number, not its English text, after it', async ({ page, baseURL }) => {
  await signInInFrench(page, baseURL, 'support', 'not-the-password-1')
  const alert = page.getByRole('form', { name: 'Connexion' }).getByRole('alert')
  await expect(alert).toHaveText('Le nom d’utilisateur ou le mot de passe est incorrect, ou le compte ne peut pas se connecter (401)')
  await expect(alert).not.toHaveText(english)
})

test('a field error from the server shows beside its field in French', async ({ page, baseURL }) => {
  await signInInFrench(page, baseURL, 'support', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/password')
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(DEMO_PASSWORD)
  // Letters and digits and long enough, so only the server refuses it: a most common password.
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Password1234')
  await page.getByLabel('Répétez le nouveau mot de passe').fill('Password1234')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  const refusal = page.getByText('Ce mot de passe fait partie des plus courants ; choisissez-en un autre')
  await expect(refusal).toBeVisible()
  await expect(page.getByText(/most common|choose another/i)).toHaveCount(0)
})
