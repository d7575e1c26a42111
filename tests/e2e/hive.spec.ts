import { type APIRequestContext, expect, test } from '@playwright/test'
import { adminHeaders, filterList, openFirstRow, openListFromPalette, signInAs, uniqueSuffix } from './helpers'

interface Setting {
  component: string
  key: string
  environment: string
  type: string
  value: string
  description: string | null
}

async function routerWeights(request: APIRequestContext, headers: Record<string, string>): Promise<Setting> {
  const answer = await request.get('/api/v1/midashive', { headers, params: { component: 'router', key: 'gatewayWeights', environment: 'Production' } })
  expect(answer.ok()).toBe(true)
  const { items } = (await answer.json()) as { items: Setting[] }
  expect(items).toHaveLength(1)
  return items[0]!
}

test('an admin changes a midas hive JSON setting by keyboard: a bad JSON is refused beside the field with where it breaks, a good one is saved', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const original = await routerWeights(request, headers)
  const share = 40 + (Number.parseInt(uniqueSuffix().slice(-2), 36) % 20)

  try {
    await signInAs(page, 'admin')
    const grid = await openListFromPalette(page, 'Go to midas hive', /\/midashive$/)

    await filterList(page, 'key:weights environment:Production', /q=weights/)
    await expect(grid.locator('tbody tr')).toHaveCount(1)
    await openFirstRow(page, /\/midashive\/router\/gatewayWeights\?.*settingEnvironment=Production/)

    const pane = page.getByTestId('workspace-detail')
    await expect(pane.getByRole('heading', { level: 2, name: 'gatewayWeights' })).toBeVisible()
    const form = pane.getByRole('form', { name: 'Hive setting' })
    await expect(form.getByRole('combobox', { name: 'Value type' })).toHaveValue('JSON')
    const value = form.getByRole('textbox', { name: 'Value' })
    // The setting opens to be read: e edits it from its type, and the value is next.
    await page.keyboard.press('e')
    await expect(form.getByRole('combobox', { name: 'Value type' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(value).toBeFocused()
    await expect(value).toHaveValue(original.value)

    // A trailing comma: the parser's complaint, with its position, shows beside the field as it is typed.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(`{"ATLAS": ${share},}`)
    const complaint = form.getByText(/^Not valid JSON: .*position \d+/)
    await expect(complaint).toBeVisible()
    await expect(value).toHaveAttribute('aria-invalid', 'true')
    // A save is refused before anything is sent: the stored value has not moved.
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(complaint).toBeVisible()
    await expect(value).toBeFocused()
    expect((await routerWeights(request, headers)).value).toBe(original.value)

    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(`{"ATLAS": ${share}, "BOREAL": ${100 - share}}`)
    await expect(complaint).toHaveCount(0)
    await expect(value).not.toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByText('router · gatewayWeights saved')).toBeVisible()
    expect((await routerWeights(request, headers)).value).toBe(`{"ATLAS": ${share}, "BOREAL": ${100 - share}}`)

    // The change is in the setting's history, with the admin who made it.
    const history = pane.getByRole('list', { name: 'History' })
    await expect(history.getByText('Updated').first()).toBeVisible()
    await expect(history.getByText('admin').first()).toBeVisible()
  } finally {
    // Later tests read the demo settings as seeded.
    const restored = await request.post('/api/v1/midashive', {
      headers,
      data: { component: original.component, key: original.key, environment: original.environment, type: original.type, value: original.value, description: original.description },
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})
