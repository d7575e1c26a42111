import { expect, test } from '@playwright/test'
import { adminHeaders, filterList, openFirstRow, openListFromPalette, runFromPalette, signInAs, tabTo, uniqueSuffix } from './helpers'

interface Template {
  templateId: number
  subject: string
  bodyHtml: string
  bodyText: string
}

test("an admin edits a collection's template by keyboard against its live preview, is told the line of an unknown variable, saves and sends a test", async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const marker = uniqueSuffix()
  let original: Template | undefined

  try {
    await signInAs(page, 'admin')
    const grid = await openListFromPalette(page, 'Go to template collections', /\/templateCollections$/)

    await filterList(page, 'text:acme-brand', /q=acme-brand/)
    await expect(grid.locator('tbody tr')).toHaveCount(1)
    await openFirstRow(page, /\/templateCollections\/acme-brand\?.*space=acme/)

    const pane = page.getByTestId('workspace-detail')
    await expect(pane.getByRole('heading', { level: 2, name: 'acme-brand' })).toBeVisible()
    const templates = pane.getByRole('table', { name: /^Templates/ })
    const purchase = templates.getByRole('link', { name: 'PURCHASE_SUCCESS' })
    await tabTo(page, purchase)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/templateCollections\/acme-brand\/\d+\?space=acme$/)
    const templateId = Number(/\/acme-brand\/(\d+)/.exec(page.url())![1])
    const saved = await request.get(`/api/v1/emailtpl/acme/${templateId}`, { headers })
    expect(saved.ok()).toBe(true)
    original = (await saved.json()) as Template

    // Exactly: the collection's form, still on show while the template loads, is "Template collection".
    const form = page.getByRole('form', { name: 'Template', exact: true })
    const subject = form.getByRole('textbox', { name: 'Subject' })
    const html = form.getByRole('textbox', { name: 'HTML body' })
    const previewSubject = page.getByTestId('preview-subject')
    const frame = page.frameLocator('iframe[title="HTML preview"]')
    // The template opens to be read: e edits it, from its subject.
    await expect(form).toBeVisible()
    await page.keyboard.press('e')
    await expect(subject).toBeFocused()
    await expect(previewSubject).toContainText('Corner Books')

    // The subject, then the HTML body: the preview follows each pause in typing.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(`Receipt from {{ merchantName }} ${marker}`)
    await expect(previewSubject).toHaveText(`Receipt from Corner Books ${marker}`)
    await page.keyboard.press('Tab')
    await expect(html).toBeFocused()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(`\n<p>Thanks {{ customerName }} ${marker}</p>`)
    await expect(frame.locator('body')).toContainText(`Thanks Jane Miller ${marker}`)

    // A variable the type does not offer: the error names its line beside the HTML body, and the text stays.
    const unknown = ' {{ customer_name }}'
    await page.keyboard.type(unknown)
    await expect(form.getByText(/^Line \d+: unknown variable customer_name$/)).toBeVisible()
    await expect(html).toHaveAttribute('aria-invalid', 'true')
    await expect(html).toHaveValue(/customer_name/)
    // The preview keeps the last version that rendered.
    await expect(frame.locator('body')).toContainText(`Thanks Jane Miller ${marker}`)
    for (let i = 0; i < unknown.length; i++) await page.keyboard.press('Backspace')
    await expect(form.getByText(/unknown variable customer_name/)).toHaveCount(0)
    await expect(html).not.toHaveAttribute('aria-invalid', 'true')

    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByText('PURCHASE_SUCCESS · en saved')).toBeVisible()
    const stored = (await (await request.get(`/api/v1/emailtpl/acme/${templateId}`, { headers })).json()) as Template
    expect(stored.subject).toBe(`Receipt from {{ merchantName }} ${marker}`)
    expect(stored.bodyHtml).toContain(`<p>Thanks {{ customerName }} ${marker}</p>`)

    // The preview in French: the same template with the French sample data.
    const english = page.getByRole('radio', { name: 'English' })
    await tabTo(page, english)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'French' })).toBeChecked()
    await expect(previewSubject).toHaveText(`Receipt from Librairie du Coin ${marker}`)

    await runFromPalette(page, 'Send a test to me')
    const queued = page.getByRole('status').filter({ hasText: 'Test message queued for' })
    await expect(queued).toBeVisible()
    await expect(queued.getByRole('link', { name: /^Open message \d+$/ })).toHaveAttribute('href', /^\/emails\/\d+$/)
  } finally {
    // Later tests read the demo templates as seeded.
    if (original) {
      const restored = await request.put(`/api/v1/emailtpl/acme/${original.templateId}`, {
        headers,
        data: { subject: original.subject, bodyHtml: original.bodyHtml, bodyText: original.bodyText },
      })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  }
})
