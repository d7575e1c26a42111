import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, expectSignedIn, exportListCsv, filterList, freePort, goByShortcut, loadedGrid, runFromPalette, signInAs, signInByKeyboard, waitForHealth } from './helpers'

/**
 * The smallest SMTP server nodemailer talks to: it accepts every message and keeps its raw text,
 * so the test reads the invitation a new user would find in their mailbox.
 */
function startMailbox(): Promise<{ port: number; messages: string[]; close: () => void }> {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let pending = ''
    let data: string[] | null = null
    socket.write('220 mailbox ESMTP\r\n')
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8')
      for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end)
        pending = pending.slice(end + 2)
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'))
            data = null
            socket.write('250 queued\r\n')
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 mailbox\r\n')
        else if (verb === 'DATA') {
          data = []
          socket.write('354 end with .\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() })),
  )
}

/** A message body as written: quoted-printable soft breaks joined and escapes decoded. */
function decodedBody(raw: string): string {
  return raw.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}


/** Tabs forward until the control is focused: a keyboard user's way to a field further down a form. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 30) {
  for (let step = 0; step < most; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('inviting a user', () => {
  // A server of its own, whose mail goes to the test's mailbox: the invitation is read from there.
  let server: ChildProcess
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let baseURL = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    mailbox = await startMailbox()
    const port = await freePort()
    baseURL = `http://localhost:${port}`
    let log = ''
    server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-e2e-invite-')),
        DATABASE_URL: '',
        SEED_TRANSACTIONS: '200',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk) => (log += chunk))
    server.stderr?.on('data', (chunk) => (log += chunk))
    await waitForHealth(baseURL, server, () => log.slice(-2000))
  })

  test.afterAll(() => {
    server?.kill()
    mailbox?.close()
  })

  test('an admin invites a user by keyboard; the user chooses a password by the emailed link and sees only what their role allows', async ({ browser }) => {
    test.setTimeout(120_000)
    const admin = await browser.newPage()
    await signInByKeyboard(admin, 'admin', DEMO_PASSWORD, baseURL)
    await expectSignedIn(admin)

    await goByShortcut(admin, 'u', /\/admin\/users$/)
    await loadedGrid(admin)

    await runFromPalette(admin, 'Invite a user', /\/admin\/users\/@new$/)
    const form = admin.getByRole('form', { name: 'User' })
    const username = form.getByLabel('Username')
    await expect(username).toBeFocused()
    await admin.keyboard.type('e2e.invitee')
    // A space user of a partner space with the support role: no administration at all.
    await admin.keyboard.press('Tab')
    await expect(form.getByLabel('Scope')).toBeFocused()
    await admin.keyboard.press('Tab')
    const space = form.getByLabel('Space')
    await expect(space).toBeFocused()
    await admin.keyboard.type('Acme')
    await expect(space).toHaveValue('acme')
    await admin.keyboard.press('Tab')
    await admin.keyboard.type('Ivy Invitee')
    await admin.keyboard.press('Tab')
    await admin.keyboard.type('ivy.invitee@console.example')
    const support = form.getByRole('checkbox', { name: 'SUPPORT' })
    await expect(support).toBeVisible()
    await tabTo(admin, support)
    await admin.keyboard.press('Space')
    await expect(support).toBeChecked()
    await admin.keyboard.press('ControlOrMeta+Enter')

    await expect(admin.getByText('Invitation sent to ivy.invitee@console.example')).toBeVisible()
    await expect(admin).toHaveURL(/\/admin\/users\/e2e\.invitee/)
    const detail = admin.getByTestId('workspace-detail')
    await expect(detail.getByRole('heading', { level: 2, name: 'Ivy Invitee' })).toBeVisible()
    await expect(detail.getByRole('list', { name: 'Roles' })).toContainText('SUPPORT')
    // The user screen says what the role lets them do.
    const matrix = detail.getByRole('table', { name: 'Effective permissions' })
    await expect(matrix.getByRole('columnheader', { name: 'SUPPORT' })).toBeVisible()
    await expect(matrix.getByRole('row', { name: /^transaction\.read/ })).toContainText('Yes')
    await expect(matrix.getByRole('row', { name: /^user\.read/ })).not.toContainText('Yes')
    // Its History panel, from the audit log, has the creation.
    await expect(detail.getByRole('list', { name: 'History' })).toContainText('Created')
    await admin.close()

    await expect.poll(() => mailbox.messages.find((message) => message.includes('ivy.invitee@console.example')), { timeout: 15_000 }).toBeTruthy()
    const invitation = decodedBody(mailbox.messages.find((message) => message.includes('ivy.invitee@console.example'))!)
    const link = /https?:\/\/[^\s"<>]+\/resetpassword\/[A-Za-z0-9_-]+/.exec(invitation)?.[0]
    expect(link, 'the invitation holds a link to choose a password').toBeTruthy()

    const invitee = await browser.newPage()
    await invitee.goto(link!.replace(/^https?:\/\/[^/]+/, baseURL))
    const chosen = 'Ivy-Chooses-42'
    await expect(invitee.getByLabel('New password', { exact: true })).toBeFocused()
    await invitee.keyboard.type(chosen)
    await invitee.keyboard.press('Tab')
    await invitee.keyboard.type(chosen)
    await invitee.keyboard.press('Enter')
    await expect(invitee).toHaveURL(/\/login/)

    await signInByKeyboard(invitee, 'e2e.invitee', chosen, baseURL)
    await expectSignedIn(invitee)
    const navigation = invitee.getByRole('navigation', { name: 'Main navigation' })
    await expect(navigation.getByRole('link', { name: 'Transactions' })).toBeVisible()
    for (const hidden of ['Users', 'Audit log', 'Roles', 'Spaces', 'System commands', 'Card BINs', 'Gateway credentials']) {
      await expect(navigation.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
    }
    // The users screen's key does nothing for them, and its address is refused.
    await goByShortcut(invitee, 'u', /\/dashboard$/)
    await invitee.goto(`${baseURL}/admin/users`)
    await expect(invitee).toHaveURL(/\/unauthorized/)

    // The link was single-use.
    await invitee.goto(link!.replace(/^https?:\/\/[^/]+/, baseURL))
    await expect(invitee.getByLabel('New password', { exact: true })).toBeFocused()
    await invitee.keyboard.type('Another-Pass-77')
    await invitee.keyboard.press('Tab')
    await invitee.keyboard.type('Another-Pass-77')
    await invitee.keyboard.press('Enter')
    await expect(invitee.getByRole('alert').first()).toBeVisible()
    await expect(invitee).toHaveURL(/\/resetpassword\//)
  })
})

test('an admin finds a merchant configuration change in the audit log and reads its diff, by keyboard', async ({ page, request }) => {
  const login = await request.post('/api/v1/login', { data: { username: 'admin', password: DEMO_PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).token}`, 'x-admin-user': 'admin' }
  const renamed = `Acme Books ${Date.now().toString(36)}`
  const before = (await (await request.get('/api/v1/merchant/acme-books', { headers })).json()) as { displayName: string }
  const changed = await request.put('/api/v1/merchant/acme-books/configuration', { headers, data: { displayName: renamed } })
  expect(changed.ok(), await changed.text()).toBe(true)
  // Other files' tests know the merchant by its demo name: it gets it back whatever happens here.
  try {
    await signInAs(page, 'admin')
    await goByShortcut(page, 'a', /\/admin\/userEvents$/)
    const grid = await loadedGrid(page)

    await page.keyboard.press('/')
    const filter = page.getByRole('combobox', { name: 'Filter' })
    await expect(filter).toBeFocused()
    await page.keyboard.type('type:MERCHANT_CONFIG id:acme-books ')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/type=MERCHANT_CONFIG/)
    await expect(page).toHaveURL(/targetId=acme-books/)
    await page.keyboard.press('Escape')
    const first = grid.locator('tbody tr').first()
    await expect(first).toContainText('Merchant configuration')
    await expect(first).toContainText('acme-books')

    // Newest first: the change just made is the first row.
    await page.keyboard.press('j')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/event=\d+/)
    const detail = page.getByTestId('workspace-detail')
    await expect(detail.getByRole('heading', { level: 2, name: 'Merchant configuration' })).toBeVisible()
    const diff = detail.getByRole('table', { name: 'Fields changed by this event' })
    const row = diff.getByRole('row', { name: /^displayName/ })
    await expect(row.locator('del')).toHaveText(before.displayName)
    await expect(row.locator('ins')).toHaveText(renamed)

    await page.keyboard.press('Escape')
    await expect(page).not.toHaveURL(/event=/)

    // The merchant's own page has the same change in its History panel.
    await page.goto('/merchants/acme-books')
    const history = page.getByRole('list', { name: 'History' })
    const change = history.getByRole('listitem').first()
    await expect(change).toContainText('Merchant configuration')
    await change.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(change.getByRole('row', { name: /^displayName/ }).locator('ins')).toHaveText(renamed)
  } finally {
    await request.put('/api/v1/merchant/acme-books/configuration', { headers, data: { displayName: before.displayName } })
  }
})

test('an admin exports the audit log, filtered, as CSV by keyboard: g a, / type:LOGIN, the palette\'s export', async ({ page }) => {
  await signInAs(page, 'admin')
  await goByShortcut(page, 'a', /\/admin\/userEvents$/)
  await loadedGrid(page)
  await filterList(page, 'type:LOGIN ', /type=LOGIN/)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('workspace-grid').locator('tbody tr').first()).toContainText('admin')

  const { download, text } = await exportListCsv(page)
  expect(download.suggestedFilename()).toMatch(/^userevent-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...lines] = text.trim().split('\r\n')
  expect(header).toBe('id,userId,username,space,type,action,targetType,targetId,ip,detail,created')
  expect(lines.length).toBeGreaterThan(0)
  const typeAt = header!.split(',').indexOf('type')
  expect(new Set(lines.map((line) => line.split(',')[typeAt]))).toEqual(new Set(['LOGIN']))
  expect(lines.some((line) => line.split(',')[2] === 'admin')).toBe(true)
})

test('an authorized admin runs system commands by keyboard: a plain one shows its output, a dangerous one with input asks first', async ({ page }) => {
  await signInAs(page, 'admin')
  await runFromPalette(page, 'Go to system commands', /\/systemCommand$/)

  const purge = page.getByRole('form', { name: 'Run purgeExpiredCodes' })
  const purgeRun = purge.getByRole('button', { name: 'Run' })
  await tabTo(page, purgeRun, 60)
  await page.keyboard.press('Enter')
  const purgeResult = page.getByRole('region', { name: 'Latest run' }).filter({ hasText: 'Deleted' })
  await expect(purgeResult).toContainText(/Deleted \d+ one-time codes/)
  await expect(purgeResult).toContainText('Completed')

  const end = page.getByRole('form', { name: 'Run endUserSessions' })
  const username = end.getByLabel('username')
  await tabTo(page, username, 60)
  await page.keyboard.type('support')
  await page.keyboard.press('Enter')
  const question = page.getByText('Run endUserSessions?')
  await expect(question).toBeVisible()
  // The question is in the address: Back closes it, the input kept; a link to it asks again.
  await expect(page).toHaveURL(/\/systemCommand\?dialog=runCommand&item=endUserSessions$/)
  await page.goBack()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(/\/systemCommand$/)
  await expect(username).toHaveValue('support')
  await page.goForward()
  await expect(question).toBeVisible()
  // The safe choice has the focus; the next one runs it.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  await expect(page.getByRole('region', { name: 'Latest run' }).filter({ hasText: 'of support' })).toContainText(/Ended \d+ sign-ins of support/)
})

test('an admin asks to disable a user: the question is in the address, so Back closes it and a link opens it, and nothing changes until it is answered', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/users/support')
  const detail = page.getByTestId('workspace-detail')
  const question = page.getByRole('alertdialog', { name: 'Disable support?' })
  await detail.getByRole('button', { name: 'Disable', exact: true }).click()
  // Disabling is one Enable away from undone: its button has the focus.
  await expect(question.getByRole('button', { name: 'Disable' })).toBeFocused()
  await expect(page).toHaveURL(/\/admin\/users\/support\?dialog=disable$/)
  await page.goBack()
  await expect(question).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/users\/support$/)

  await page.goto('/admin/users/support?dialog=disable')
  await expect(question.getByRole('button', { name: 'Disable' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(question).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/users\/support$/)
  await expect(detail.getByText('ACTIVE', { exact: true })).toBeVisible()
})
