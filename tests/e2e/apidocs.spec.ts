import { expect, test } from '@playwright/test'
import { cspReports, signInAs } from './helpers'

test('the shortcut help links to the API reference, which shows the calls under the strict CSP', async ({ page, context }) => {
  await signInAs(page, 'admin')
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const link = help.getByRole('link', { name: 'API reference' })
  await expect(link).toHaveAttribute('href', '/api/docs')

  const [reference] = await Promise.all([context.waitForEvent('page'), link.click()])
  const reports = await cspReports(reference)
  await reference.reload()
  await expect(reference.getByRole('heading', { name: /Payments Console API/ })).toBeVisible()
  const csp = (await reference.request.get('/api/docs')).headers()['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  // Areas as sections in the call table's order; a deep link opens an operation with its permission.
  await expect(reference.getByRole('main').getByRole('heading', { level: 3 }).first()).toContainText('auth')
  // Swagger UI reads the deep link when the page loads.
  await reference.goto('/api/docs#/merchant/merchant.get')
  await reference.reload()
  await expect(reference.getByRole('button', { name: 'GET /merchant/{name} merchant.get' })).toBeVisible()
  await expect(reference.getByText('merchant.read').first()).toBeVisible()
  await expect(reference.getByRole('button', { name: 'Authorize' })).toBeVisible()
  expect(reports).toEqual([])
})
