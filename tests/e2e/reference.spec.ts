import { expect, type Page, test } from '@playwright/test'
import { adminHeaders, signInAs } from './helpers'

/** Counts the requests to a path from now on. */
function countRequests(page: Page, path: RegExp): () => number {
  let count = 0
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) count += 1
  })
  return () => count
}

/** Opens a rule of a COUNTRY restriction for editing: its country choice reads the ISO country list. */
async function editCountryRule(page: Page, ruleId: number) {
  await page.goto(`/cardRestrictions/sanctioned-countries/${ruleId}?space=rio`)
  const form = page.getByRole('form', { name: 'Card restriction rule' })
  await expect(form).toBeVisible()
  await page.keyboard.press('e')
  await expect(form.getByRole('combobox', { name: 'Add a country' }).locator('option', { hasText: 'Belarus' })).toHaveCount(1)
}

test('a reference list is fetched once, survives a reload from session storage, and is fetched anew once cleared', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const restriction = (await (await request.get('/api/v1/cardrestriction/rio/sanctioned-countries', { headers })).json()) as { rules: { ruleId: number }[] }
  const ruleId = restriction.rules[0]!.ruleId
  const fetches = countRequests(page, /\/resource\/allcountry$/)

  await signInAs(page, 'admin')
  await page.goto('/version')
  const lists = page.getByRole('table', { name: 'Reference data kept in this tab' })
  const allCountries = lists.getByRole('row', { name: /All countries \(ISO\)/ })
  await expect(allCountries).toContainText('Not kept')

  await editCountryRule(page, ruleId)
  expect(fetches()).toBe(1)
  await page.goto('/version')
  await expect(allCountries).toContainText(/Kept: \d{3}/)

  // A reload keeps the list: the rule's countries come from session storage.
  await page.reload()
  await expect(allCountries).toContainText(/Kept: \d{3}/)
  await editCountryRule(page, ruleId)
  expect(fetches()).toBe(1)

  // Cleared on request, one list, then all: the next need fetches it again.
  await page.goto('/version')
  await allCountries.getByRole('button', { name: 'Clear All countries (ISO)' }).click()
  await expect(allCountries).toContainText('Not kept')
  expect(await page.evaluate(() => sessionStorage.getItem('referenceData.allCountries'))).toBeNull()
  await editCountryRule(page, ruleId)
  expect(fetches()).toBe(2)
  await page.goto('/version')
  await page.getByRole('button', { name: 'Clear all', exact: true }).click()
  await expect(allCountries).toContainText('Not kept')
  await expect(page.getByRole('button', { name: 'Clear all', exact: true })).toBeDisabled()
})
