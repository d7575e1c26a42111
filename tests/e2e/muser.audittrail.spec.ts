import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, expectSignedIn, freePort, goByShortcut, loadedGrid, signInByKeyboard, tabTo, textOf, waitForHealth } from './helpers'

// A server of its own on an embedded database the test can open while the server is stopped:
// the test breaks an audit row there, as someone with access to the database files would.
let server: ChildProcess
let baseURL = ''
let port = 0
const dataDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-audittrail-'))

async function startServer() {
  let log = ''
  server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_TRANSACTIONS: '200', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))
  await waitForHealth(baseURL, server, () => log.slice(-2000))
}

async function stopServer() {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  port = await freePort()
  baseURL = `http://localhost:${port}`
  await startServer()
})

test.afterAll(async () => {
  await stopServer()
})

/** Checks the trail from the audit log by its key, and answers the dialog. */
async function verifyByKeyboard(page: Page) {
  await page.keyboard.press('Shift+V')
  await expect(page).toHaveURL(/dialog=verifyAudit/)
  const dialog = page.getByRole('dialog', { name: 'Check the audit trail' })
  await expect(dialog.getByText('Checking every row…')).toBeHidden()
  return dialog
}

test('an admin verifies the audit trail and exports a period by keyboard; a row changed in the database is named, with a link to it', async ({ page }) => {
  test.setTimeout(180_000)
  await signInByKeyboard(page, 'admin', DEMO_PASSWORD, baseURL)
  await expectSignedIn(page)
  await goByShortcut(page, 'a', /\/admin\/userEvents$/)
  await loadedGrid(page)

  const intact = await verifyByKeyboard(page)
  await expect(intact.getByRole('status')).toContainText(/^Intact: \d+ rows checked, none changed, removed or added\.$/)
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/dialog=/)

  // The last 30 days as NDJSON, the dialog's first choice: each line an event of the period, as the log lists it.
  await page.keyboard.press('Shift+E')
  const form = page.getByRole('dialog', { name: 'Export a period of the audit log' })
  await expect(form.getByLabel('From (day)')).toBeFocused()
  await expect(form.getByLabel('Format')).toHaveValue('ndjson')
  const downloading = page.waitForEvent('download')
  await tabTo(page, form.getByRole('button', { name: 'Export' }))
  await page.keyboard.press('Enter')
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^userevent-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.ndjson$/)
  const events = (await textOf(download))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: number; type: string; created: string })
  expect(events.length).toBeGreaterThan(10)
  expect(events.every((event) => Date.now() - Date.parse(event.created) < 32 * 24 * 3600_000)).toBe(true)
  expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((a, b) => b - a))
  await expect(form).toBeHidden()
  // The export is itself in the log, newest first.
  await page.reload()
  await expect((await loadedGrid(page)).locator('tbody tr').first()).toContainText('File downloaded')

  // Someone with the database files changes who an old row names: the server is stopped meanwhile.
  await stopServer()
  const database = new PGlite(path.join(dataDir, 'pg'))
  const { rows } = await database.query<{ id: number }>(
    `select e.id from user_event e join space s on s.id = e.space_id where s.name = 'acme' order by e.chain_seq offset 5 limit 1`,
  )
  const broken = Number(rows[0]!.id)
  const changed = await database.query(`update user_event set username = 'mallory' where id = $1`, [broken])
  expect(changed.affectedRows).toBe(1)
  await database.close()
  await startServer()

  await page.reload()
  await loadedGrid(page)
  const found = await verifyByKeyboard(page)
  const alert = found.getByRole('alert')
  await expect(alert).toContainText('The audit trail of acme is broken.')
  await expect(alert).toContainText(`Event #${broken} was changed after it was written`)
  const link = alert.getByRole('link', { name: `Event #${broken}` })
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`event=${broken}`))
  await expect(found).toBeHidden()
  await expect(page.getByTestId('workspace-detail').getByText('mallory', { exact: true })).toBeVisible()
})
