import { expect, test } from '@playwright/test'
import { adminHeaders, chooseByTyping, filterList, openFirstRow, openListFromPalette, signInAs, tabTo } from './helpers'

interface Rule {
  ruleId: number
  scope: string
  operator: string
  values: string[]
  action: string
  priority: number
  status: string
}

test("an admin opens a card restriction from the palette, adds a country to a rule and changes its action by keyboard, and saves", async ({ page, request }) => {
  const headers = await adminHeaders(request)
  let original: Rule | undefined
  let rulePath = ''

  try {
    await signInAs(page, 'admin')
    await openListFromPalette(page, 'Go to card restrictions', /\/cardRestrictions$/)

    await filterList(page, 'text:sanctioned', /q=sanctioned/)
    await openFirstRow(page, /\/cardRestrictions\/sanctioned-countries\?.*space=\w+/)
    const space = new URL(page.url()).searchParams.get('space')!

    const pane = page.getByTestId('workspace-detail')
    await expect(pane.getByRole('heading', { level: 2, name: 'sanctioned-countries' })).toBeVisible()
    const rules = pane.getByRole('table', { name: 'Rules of sanctioned-countries' })
    const first = rules.getByRole('link', { name: /^1 · rule \d+$/ })
    await tabTo(page, first)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cardRestrictions\/sanctioned-countries\/\d+\?space=\w+$/)
    const ruleId = Number(/\/sanctioned-countries\/(\d+)/.exec(page.url())![1])
    rulePath = `/api/v1/cardrestriction/${space}/sanctioned-countries/rule/${ruleId}`
    const read = await request.get(rulePath, { headers })
    expect(read.ok()).toBe(true)
    original = (await read.json()) as Rule
    expect(original.values).not.toContain('BY')

    const form = page.getByRole('form', { name: 'Card restriction rule' })
    // The rule opens to be read: e edits it, from its first field.
    await expect(form).toBeVisible()
    await page.keyboard.press('e')
    await expect(form.getByRole('combobox', { name: 'Scope' })).toBeFocused()
    // A country is chosen from the list, never typed into the rule: the select, then its Add button.
    await chooseByTyping(page, form.getByRole('combobox', { name: 'Add a country' }), 'Belarus', 'BY')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Add', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('button', { name: 'Remove Belarus' })).toBeVisible()

    await chooseByTyping(page, form.getByRole('combobox', { name: 'Action' }), 'Reject', 'REJECT_PURCHASE')

    // Before saving, the panel shows what the rule as edited would have changed: the server's figures for it.
    const simulation = page.getByTestId('rule-simulation')
    const simulated = await request.post(`/api/v1/cardrestriction/${space}/sanctioned-countries/rule/simulate`, {
      headers,
      data: { scope: original.scope, operator: original.operator, values: [...original.values, 'BY'], action: 'REJECT_PURCHASE', ruleId },
    })
    expect(simulated.ok(), await simulated.text()).toBe(true)
    const figures = (await simulated.json()) as { transactions: number; wouldDecline: { count: number; amounts: unknown[] }; sample: unknown[] }
    const number = new Intl.NumberFormat('en')
    await expect(simulation).not.toHaveAttribute('aria-busy')
    await expect(simulation.getByTestId('simulation-transactions')).toHaveText(`${number.format(figures.transactions)} transactions of the restriction's merchants`)
    await expect(simulation.getByTestId('simulation-wouldDecline')).toHaveText(number.format(figures.wouldDecline.count))
    await expect(simulation.getByTestId('simulation-wouldAllow')).toHaveText('0')
    await expect(simulation.getByTestId('simulation-wouldDecline-amount')).toHaveCount(figures.wouldDecline.amounts.length)
    await expect(simulation.getByTestId('simulation-sample').getByRole('link')).toHaveCount(figures.sample.length)
    if (figures.sample.length > 0) {
      await expect(simulation.getByTestId('simulation-sample').getByRole('link').first()).toHaveAttribute('href', /^\/merchant\/[\w.-]+\/transactions\/[\w.-]+$/)
    }

    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByText(`Rule ${ruleId} of sanctioned-countries saved`)).toBeVisible()
    const stored = (await (await request.get(rulePath, { headers })).json()) as Rule
    expect(stored.values).toEqual([...original.values, 'BY'])
    expect(stored.action).toBe('REJECT_PURCHASE')
    // The page starts again from what was saved.
    await expect(form.getByRole('button', { name: 'Remove Belarus' })).toBeVisible()
  } finally {
    // Later tests read the demo restrictions as seeded.
    if (original) {
      const { scope, operator, values, action, priority, status } = original
      const restored = await request.put(rulePath, { headers, data: { scope, operator, values, action, priority, status } })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  }
})

test("a seeded SHADOW rule's screen lists its hits, and Enter on one opens its transaction", async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const restriction = (await (await request.get('/api/v1/cardrestriction/rio/sanctioned-countries', { headers })).json()) as { rules: Rule[] }
  const shadow = restriction.rules.find((rule) => rule.status === 'SHADOW')!
  const hits = await request.get(`/api/v1/cardrestriction/rio/sanctioned-countries/rule/${shadow.ruleId}/hits?limit=1`, { headers })
  expect(hits.ok(), await hits.text()).toBe(true)
  const { items, total } = (await hits.json()) as { items: { merchantAccount: string; transactionId: string }[]; total: number }
  expect(items.length).toBe(1)
  const newest = items[0]!

  await signInAs(page, 'admin')
  await page.goto(`/cardRestrictions/sanctioned-countries/${shadow.ruleId}?space=rio`)
  const section = page.getByTestId('rule-hits')
  await expect(section.getByTestId('rule-hits-count')).toHaveText(`${new Intl.NumberFormat('en').format(total)} transactions matched, newest first`)
  const table = section.getByRole('table', { name: `Shadow hits of rule ${shadow.ruleId}` })
  const first = table.getByRole('link').first()
  await expect(first).toHaveText(`${newest.merchantAccount} / ${newest.transactionId}`)
  await tabTo(page, first, 120)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/merchant/${newest.merchantAccount}/transactions/${newest.transactionId}$`))
})
