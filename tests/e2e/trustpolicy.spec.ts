import { expect, test } from '@playwright/test'
import { adminHeaders, filterList, openFirstRow, openListFromPalette, signInAs, tabTo } from './helpers'

interface Policy {
  id: number
  name: string
  condition: { field: string; operator: string; value: number }
  trustLevel: string
  priority: number
}
interface Simulation {
  transactions: number
  customers: number
  wouldDecline: { count: number }
  wouldAllow: { count: number }
}
interface Config {
  collections: { id: number; name: string; policies: Policy[] }[]
}

test("an admin opens a trust policy config from the palette, a collection, and changes a policy's value by keyboard", async ({ page, request }) => {
  const headers = await adminHeaders(request)
  let space = ''
  let original: Policy | undefined

  try {
    await signInAs(page, 'admin')
    const grid = await openListFromPalette(page, 'Go to trust policies', /\/trustPolicy$/)

    await filterList(page, 'text:standard', /q=standard/)
    // The filtered list first: j on the rows of before would open another config.
    await expect(grid.locator('tbody tr').first()).toContainText('standard')
    await openFirstRow(page, /\/trustPolicy\/standard\?.*space=[\w-]+/)
    space = new URL(page.url()).searchParams.get('space')!

    const config = (await (await request.get(`/api/v1/trustpolicyconfig/${space}/standard`, { headers })).json()) as Config
    const promotion = config.collections.find((collection) => collection.name === 'promotion')!
    original = promotion.policies[0]!

    const pane = page.getByTestId('workspace-detail')
    await expect(pane.getByRole('heading', { level: 2, name: 'standard' })).toBeVisible()
    const link = pane.getByRole('link', { name: 'promotion' })
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/trustPolicy/standard/${promotion.id}\\?space=${space}$`))

    await tabTo(page, page.getByRole('button', { name: `Edit ${original.name}` }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: original.name })
    const value = dialog.getByRole('spinbutton', { name: 'Value' })
    await expect(value).toBeFocused()
    // The form is URL state, the policy named: a link opens it, Back closes it.
    await expect(page).toHaveURL(new RegExp(`dialog=editPolicy&item=${original.id}$`))
    await expect(value).toHaveValue(String(original.condition.value))
    const changed = original.condition.value + 7
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(String(changed))

    // The unsaved value's simulation, as the call answers it for the same policy.
    const simulated = await request.post(`/api/v1/trustpolicy/${space}/simulate`, {
      headers,
      data: { collectionId: promotion.id, policyId: original.id, priority: original.priority, condition: { ...original.condition, value: changed }, trustLevel: original.trustLevel },
    })
    expect(simulated.ok(), await simulated.text()).toBe(true)
    const figures = (await simulated.json()) as Simulation
    const number = new Intl.NumberFormat('en')
    const simulation = dialog.getByTestId('policy-simulation')
    await expect(simulation.getByTestId('simulation-transactions')).toHaveText(
      `${number.format(figures.transactions)} transactions of ${number.format(figures.customers)} customers of the space`,
    )
    await expect(simulation).not.toHaveAttribute('aria-busy', 'true')
    await expect(simulation.getByTestId('simulation-wouldDecline')).toHaveText(number.format(figures.wouldDecline.count))
    await expect(simulation.getByTestId('simulation-wouldAllow')).toHaveText(number.format(figures.wouldAllow.count))
    await expect(value).toBeFocused()
    await page.keyboard.press('ControlOrMeta+Enter')

    await expect(page.getByText(`${original.name} saved`)).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(page).not.toHaveURL(/dialog=/)
    const policies = page.getByRole('table', { name: /^Policies/ })
    await expect(policies.getByRole('row', { name: new RegExp(original.name) })).toContainText(`≥ ${changed}`)
    const stored = (await (await request.get(`/api/v1/trustpolicy/${space}/${original.id}`, { headers })).json()) as Policy
    expect(stored.condition).toEqual({ ...original.condition, value: changed })

    // `p` adds a policy to the collection: its form is URL state, and Esc leaves it.
    await page.keyboard.press('p')
    await expect(page).toHaveURL(/dialog=addPolicy/)
    await expect(page.getByRole('dialog', { name: 'Add policy' }).getByRole('textbox', { name: 'Name' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).not.toHaveURL(/dialog=/)
  } finally {
    // Later tests read the demo policies as seeded.
    if (original) {
      const restored = await request.put(`/api/v1/trustpolicy/${space}/${original.id}`, { headers, data: { condition: original.condition } })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  }
})
