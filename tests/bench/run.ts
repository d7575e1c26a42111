// npm run bench [-- --transactions N]: seeds a fresh data set on PGlite (and on PostgreSQL when
// DATABASE_URL is set), starts the real server on it and prints the figures this project
// tracks: seed time, start-up time, the JS a browser loads for the login page, how many calls
// of calls.tsv the server answers, and the server time of the heavy calls: the dashboard and
// the triage workspace's lists (first page, a page 10,000 rows deep, filters by card hash,
// email, status and date, sorts by amount and status for every demo user, the card-hash
// related-records panel and record search), and the
// merchant setup screens' (the merchant list, a merchant's key figures, gateway config statistics),
// and the rate of an authenticated call that reads no records (GET version) against a bare
// Fastify hello, side by side with autocannon. `npm run bench -- --throughput` measures only that.
// `npm run bench -- --mail [--messages N]` measures the send queue instead: N messages queued,
// then delivered by one server process's queue to a real SMTP server in this process.
// `npm run bench -- --simulate` measures only the card restriction rule and trust policy simulations (30 days).
// `npm run bench -- --settlement [--rows N]` measures a settlement file of N rows read by its job.
// `npm run bench -- --ledger` runs 1,000 concurrent top-ups and withdrawals on one account.
// `npm run bench -- --report [--transactions N]` times custom report runs at 1,000,000 transactions unless told.
// `npm run bench -- --browser` times keys in Chromium (sign-in to palette, palette, j/k in 10,000 loaded rows, a review decision to the
// next case) on PGlite with 40,000 transactions unless told; `--browser --review` times only the review decisions.
// The review queue's figure (review/next, 20 analysts at once, 10,000 open cases) follows each engine's other figures;
// `npm run bench -- --review [--transactions N]` measures only that, at 20,000 transactions unless told.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { type Figures, figuresOf } from './figures'

const root = path.resolve(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    throughput: { type: 'boolean', default: false },
    mail: { type: 'boolean', default: false },
    simulate: { type: 'boolean', default: false },
    messages: { type: 'string', default: '2000' },
    settlement: { type: 'boolean', default: false },
    ledger: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    browser: { type: 'boolean', default: false },
    review: { type: 'boolean', default: false },
    rows: { type: 'string', default: '100000' },
  },
})
const throughputOnly = values.throughput
const transactions = throughputOnly ? 2000 : Number(values.transactions)
const runs = Number(values.runs)
// BENCH_PORT when 8390 is taken (another checkout's bench).
const port = Number(process.env.BENCH_PORT ?? 8390)

interface Engine {
  name: string
  env: Record<string, string>
  cleanup: () => Promise<void>
}

async function pgliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-bench-'))
  return { name: 'PGlite', env: { DATA_DIR: dir, DATABASE_URL: '' }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
}

async function postgresEngine(baseUrl: string): Promise<Engine> {
  const name = `bench_${Date.now().toString(36)}`
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    await client.query(text)
    await client.end()
  }
  await admin(`create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const dir = mkdtempSync(path.join(tmpdir(), 'console-bench-'))
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin(`drop database if exists "${name}" with (force)`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

function seed(engine: Engine, count = transactions): number {
  const started = Date.now()
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/db/seed/cli.ts', '--transactions', String(count)], {
    cwd: root,
    env: { ...process.env, ...engine.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`seed failed on ${engine.name}`)
  return Date.now() - started
}

async function startServer(engine: Engine): Promise<{ stop: () => Promise<void>; readyMs: number }> {
  const started = Date.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...engine.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://localhost:${port}/api/v1/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Stopped once its process has ended: its database may then be opened by the next figure.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
    readyMs: Date.now() - started,
  }
}

/** Rows of calls.tsv the server answers: anything but its "no such call" 404. */
async function answeredCalls(): Promise<{ answered: number; total: number }> {
  const rows = readFileSync(path.resolve(root, '../shared/calls.tsv'), 'utf8').trim().split('\n').slice(1)
  let answered = 0
  for (const row of rows) {
    const [, method, callPath] = row.split('\t')
    const url = `http://localhost:${port}/api/v1/${callPath!.replace(/\{\w+\}/g, 'x')}`
    const res = await fetch(url, { method, ...(method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }) })
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    if (!(res.status === 404 && body.message?.startsWith('No call'))) answered++
  }
  return { answered, total: rows.length }
}

/** What a fresh browser downloads to show /login: JS bytes on the wire (compressed). */
async function loginPageJs(): Promise<{ files: number; bytes: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const page = await browser.newPage()
  const scripts: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize))
  })
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(scripts)
  await browser.close()
  return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) }
}

/** The server time of a GET, or of a POST that reads (a simulation) when `body` is given. */
async function serverTime(pathAndQuery: string, token: string, body?: unknown): Promise<Figures> {
  const times: number[] = []
  const request: RequestInit =
    body === undefined
      ? { headers: { authorization: `Bearer ${token}` } }
      : { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }
  for (let i = 0; i < runs + 2; i++) {
    const res = await fetch(`http://localhost:${port}/api/v1/${pathAndQuery}`, request)
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}`)
    await res.arrayBuffer()
    const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
    if (i >= 2) times.push(Number(timing?.[1]))
  }
  return figuresOf(times)
}

async function getJson<T>(pathAndQuery: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://localhost:${port}/api/v1/${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as T }
}

/** The demo seed's busiest card: hot card 0 (its hash is the UUID form of md5('card:0')). */
function hotCardHash(): string {
  const h = createHash('md5').update('card:0').digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}

interface ListPage {
  items: { id: string; merchantAccount: string; payment: { emailAddress: string | null } }[]
  nextCursor: string | null
}

/**
 * The triage workspace's calls as one user: each line is the server time of one call. The deep
 * page follows the cursors 500 rows at a time, then times the page after row 10,000.
 */
async function workspaceTimes(user: string, token: string): Promise<void> {
  const line = (what: string, t: { median: number; p95: number }) =>
    console.log(`  ${what.padEnd(48)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
  const first = await getJson<ListPage>('transaction?limit=50', token)
  line(`transactions, first page as ${user}`, await serverTime('transaction?limit=50', token))
  let cursor: string | null = null
  for (let rows = 0; rows < 10_000; rows += 500) {
    const page: { body: ListPage } = await getJson<ListPage>(`transaction?limit=500${cursor ? `&cursor=${cursor}` : ''}`, token)
    cursor = page.body.nextCursor
    if (!cursor) break
  }
  if (cursor) line(`transactions, page 10,000 rows deep as ${user}`, await serverTime(`transaction?limit=50&cursor=${cursor}`, token))
  else console.log(`  transactions, page 10,000 rows deep as ${user}: fewer than 10,000 rows in the default month`)
  const card = hotCardHash()
  line(`filter by card hash as ${user}`, await serverTime(`transaction?limit=50&cardHash=${card}`, token))
  const email = first.body.items.find((i) => i.payment.emailAddress)?.payment.emailAddress
  if (email) line(`filter by email as ${user}`, await serverTime(`transaction?limit=50&email=${encodeURIComponent(email)}`, token))
  const week = new Date(Date.now() - 7 * 24 * 3600_000).toISOString()
  line(`filter by status and date as ${user}`, await serverTime(`transaction?limit=50&status=DECLINED&from=${week}&to=${new Date().toISOString()}`, token))
  const onCard = await getJson<ListPage>(`transaction?limit=1&cardHash=${card}`, token)
  const tx = onCard.body.items[0]
  if (tx) line(`card-hash related records as ${user}`, await serverTime(`transaction/${tx.merchantAccount}/${tx.id}/related`, token))
  const search = await getJson<unknown>(`search?q=${card}`, token)
  if (search.status === 200) line(`search of a card hash as ${user}`, await serverTime(`search?q=${card}`, token))
  else console.log(`  search as ${user}: answered ${search.status}`)
}

/**
 * The transaction list's first page sorted by amount and by status, both ways, as one user:
 * the default month, so a scoped user's page is merged from its merchants' own pages.
 */
async function sortTimes(user: string, token: string): Promise<void> {
  for (const sort of ['amount', '-amount', 'status', '-status']) {
    const t = await serverTime(`transaction?limit=50&sort=${sort}`, token)
    console.log(`  ${`transactions by ${sort} as ${user}`.padEnd(48)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
  }
}

/**
 * The merchant setup screens' heavy calls as one user: the merchant list, and on one merchant's
 * page its key figures (the dashboard narrowed to it) and a gateway config's 30-day statistics.
 */
async function merchantTimes(user: string, token: string, merchant: string): Promise<void> {
  const line = (what: string, t: { median: number; p95: number }) =>
    console.log(`  ${what.padEnd(48)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
  line(`merchants, first page as ${user}`, await serverTime('merchant?limit=50', token))
  line(`key figures of ${merchant} as ${user}`, await serverTime(`dashboard?merchant=${merchant}`, token))
  const configs = await getJson<{ items: { id: number }[] }>(`merchant/${merchant}/gatewayconfig?limit=1`, token)
  const config = configs.body.items[0]
  if (config) line(`gateway config statistics, 30 days, as ${user}`, await serverTime(`merchant/${merchant}/gatewayconfig/${config.id}/statistics`, token))
}

/**
 * The card restriction rule simulation as the super admin, on the seed's widest restrictions: a
 * rule matching every card (the whole window counted) and one of known countries outside a list.
 */
async function simulationTimes(): Promise<void> {
  const token = await signIn('admin')
  const rules = [
    ['any card, decline', { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE' }],
    ['country not in US, CA, allow', { scope: 'COUNTRY', operator: 'NOT_IN', values: ['US', 'CA'], action: 'ALLOW' }],
  ] as const
  for (const space of ['acme', 'rio']) {
    for (const [what, rule] of rules) {
      const t = await serverTime(`cardrestriction/${space}/domestic-only/rule/simulate`, token, rule)
      console.log(`  ${`simulate ${space}/domestic-only, ${what}`.padEnd(60)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
    }
    // A trust policy every customer of the window meets: each one measured, the most moved.
    const configs = await getJson<{ items: { name: string }[] }>(`trustpolicyconfig?space=${space}&limit=1`, token)
    const config = await getJson<{ collections: { id: number }[] }>(`trustpolicyconfig/${space}/${configs.body.items[0]!.name}`, token)
    const policy = { collectionId: config.body.collections[0]!.id, condition: { field: 'DISTINCT_CARDS', operator: 'GTE', value: 0 }, trustLevel: 'UNTRUSTED' }
    const t = await serverTime(`trustpolicy/${space}/simulate`, token, policy)
    console.log(`  ${`simulate trust policy ${space}, distinct cards >= 0 to UNTRUSTED`.padEnd(60)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
  }
}

/** Requests a second autocannon gets answered, 10 connections for 3 s. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: 3, headers })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  return result.requests.average
}

/** A bare Fastify hello in a process of its own, like the server: the ceiling of one call's rate. */
async function bareHello(): Promise<{ url: string; stop: () => void }> {
  const helloPort = port + 1
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${helloPort} })`],
    { cwd: root, stdio: 'ignore' },
  )
  const url = `http://localhost:${helloPort}/`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the hello server exited with ${child.exitCode}`)
    if (await fetch(url).then((r) => r.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}

/**
 * GET version as admin (bearer token, no records read) against the bare hello: after a warm-up,
 * three rounds taking turns, so a busy machine weighs on both alike.
 */
async function throughput(): Promise<void> {
  const hello = await bareHello()
  try {
    const token = await signIn('admin')
    const versionOnce = () => requestsPerSecond(`http://localhost:${port}/api/v1/version`, { authorization: `Bearer ${token}` })
    await requestsPerSecond(hello.url)
    await versionOnce()
    let bare = 0
    let version = 0
    for (let round = 0; round < 3; round++) {
      bare += (await requestsPerSecond(hello.url)) / 3
      version += (await versionOnce()) / 3
    }
    console.log(`  bare Fastify hello              ${Math.round(bare).toLocaleString('en')} requests/s`)
    console.log(`  GET version, signed in          ${Math.round(version).toLocaleString('en')} requests/s (${((version / bare) * 100).toFixed(1)}% of the hello)`)
  } finally {
    hello.stop()
  }
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`http://localhost:${port}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Console-Demo-1' }),
  })
  return ((await res.json()) as { token: string }).token
}

/**
 * Queues `--messages` emails through sendMessage (render and insert, one request's work each),
 * then times the process's queue delivering them all to an SMTP server in this process.
 */
async function mailThroughput(engine: Engine): Promise<void> {
  const { SMTPServer } = await import('smtp-server')
  const { startServices } = await import('../../src/server/bootstrap')
  const { loadConfig } = await import('../../src/server/config')
  const { sendMessage } = await import('../../src/server/mail/send')
  const count = Number(values.messages)
  const recipients = new Set<string>()
  let delivered = 0
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        delivered++
        for (const r of session.envelope.rcptTo) recipients.add(r.address)
        callback()
      })
    },
  })
  smtp.listen(0, '127.0.0.1')
  await new Promise((resolve) => smtp.server.once('listening', resolve))
  const address = smtp.server.address()
  const smtpPort = typeof address === 'object' && address ? address.port : 0
  const base = loadConfig({ ...process.env, ...engine.env, LOG_LEVEL: 'warn' })
  const config = { ...base, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailQueue: { ...base.mailQueue, autoRun: false } }
  const services = await startServices(config, { seed: false })
  try {
    const queueStarted = Date.now()
    for (let i = 0; i < count; i++) {
      await sendMessage(services, {
        type: 'VERIFICATION_CODE',
        recipient: `bench-${i}@bench.example`,
        variables: { realName: `Bench ${i}`, code: String(100000 + i), minutes: 10, appName: 'Bench Console' },
      })
    }
    const queuedMs = Date.now() - queueStarted
    const sendStarted = Date.now()
    await services.mail.drain()
    const sentMs = Date.now() - sendStarted
    const states = await services.db.selectFrom('message').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute()
    if (delivered !== count || recipients.size !== count) throw new Error(`${delivered} deliveries to ${recipients.size} recipients, expected ${count}`)
    const rate = (ms: number) => `${Math.round((count * 1000) / ms).toLocaleString('en')} messages/s`
    console.log(`\n${engine.name}`)
    console.log(`  queue ${count.toLocaleString('en')} messages (render and insert)  ${seconds(queuedMs)}, ${rate(queuedMs)}`)
    console.log(`  deliver them by SMTP, concurrency ${config.mailQueue.concurrency}     ${seconds(sentMs)}, ${rate(sentMs)}`)
    console.log(`  states: ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`)
  } finally {
    await services.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    // A closed pool's sockets end a moment after its promise: let them go before the database is dropped.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

if (values.report) {
  const { reportBench } = await import('./report')
  const count = process.argv.includes('--transactions') ? transactions : 1_000_000
  console.log(`bench: custom reports at ${count.toLocaleString('en')} transactions, ${runs} timed runs each`)
  const reportEngines = [await pgliteEngine()]
  if (process.env.DATABASE_URL) reportEngines.push(await postgresEngine(process.env.DATABASE_URL))
  for (const engine of reportEngines) {
    try {
      await reportBench(engine.name, count, runs, engine.env)
    } finally {
      await engine.cleanup()
    }
  }
  process.exit(0)
}

if (values.browser) {
  const { browserBench } = await import('./browser')
  const count = process.argv.includes('--transactions') ? transactions : 40_000
  console.log(`bench: ${values.review ? 'review decisions' : 'keys'} in Chromium, ${count.toLocaleString('en')} transactions (PGlite)`)
  const engine = await pgliteEngine()
  try {
    seed(engine, count)
    const server = await startServer(engine)
    try {
      await browserBench(`http://localhost:${port}`, values.review ? 'review' : undefined)
    } finally {
      await server.stop()
    }
  } finally {
    await engine.cleanup()
  }
  process.exit(0)
}

/** The review queue's figure on an engine's seeded database, with a server started for it. */
async function reviewTimes(engine: Engine): Promise<void> {
  const { prepareReviewQueue, reviewLines, reviewNextFigures } = await import('./review')
  const queued = await prepareReviewQueue(engine.env)
  const server = await startServer(engine)
  try {
    console.log(reviewLines(queued, await reviewNextFigures(`http://localhost:${port}`)))
  } finally {
    await server.stop()
  }
}

if (values.review) {
  const count = process.argv.includes('--transactions') ? transactions : 20_000
  console.log(`bench: the review queue at ${count.toLocaleString('en')} transactions`)
  const reviewEngines = [await pgliteEngine()]
  if (process.env.DATABASE_URL) reviewEngines.push(await postgresEngine(process.env.DATABASE_URL))
  for (const engine of reviewEngines) {
    try {
      seed(engine, count)
      console.log(`\n${engine.name}`)
      await reviewTimes(engine)
    } finally {
      await engine.cleanup()
    }
  }
  process.exit(0)
}

if (values.ledger) {
  const { ledgerBench } = await import('./ledger')
  console.log('bench: the account ledger under concurrent movements')
  const ledgerEngines = [await pgliteEngine()]
  if (process.env.DATABASE_URL) ledgerEngines.push(await postgresEngine(process.env.DATABASE_URL))
  for (const engine of ledgerEngines) {
    try {
      await ledgerBench(engine.name, engine.env)
    } finally {
      await engine.cleanup()
    }
  }
  process.exit(process.exitCode ?? 0)
}

if (values.settlement) {
  const { settlementBench } = await import('./settlement')
  console.log(`bench: settlement upload, ${Number(values.rows).toLocaleString('en')} rows`)
  const settlementEngines = [await pgliteEngine()]
  if (process.env.DATABASE_URL) settlementEngines.push(await postgresEngine(process.env.DATABASE_URL))
  for (const engine of settlementEngines) {
    try {
      await settlementBench(Number(values.rows), engine.env)
    } finally {
      await engine.cleanup()
    }
  }
  process.exit(0)
}

if (values.mail) {
  console.log(`bench: the send queue, ${Number(values.messages).toLocaleString('en')} messages`)
  const mailEngines = [await pgliteEngine()]
  if (process.env.DATABASE_URL) mailEngines.push(await postgresEngine(process.env.DATABASE_URL))
  for (const engine of mailEngines) {
    try {
      await mailThroughput(engine)
    } finally {
      await engine.cleanup()
    }
  }
  process.exit(0)
}

const engines = [await pgliteEngine()]
if (process.env.DATABASE_URL) engines.push(await postgresEngine(process.env.DATABASE_URL))

console.log(`bench: ${transactions.toLocaleString('en')} transactions, ${runs} timed runs per call (server time from Server-Timing)`)

// npm start on an empty data directory: migrate, seed the default 20,000 transactions, listen.
if (!throughputOnly && !values.simulate) {
  const empty = await pgliteEngine()
  try {
    const server = await startServer(empty)
    await server.stop()
    console.log(`\nnpm start on an empty data directory (PGlite, default seed): ready in ${seconds(server.readyMs)}`)
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await empty.cleanup()
  }
}
for (const engine of engines) {
  try {
    const seedMs = seed(engine)
    const server = await startServer(engine)
    try {
      if (throughputOnly) {
        console.log(`\n${engine.name}`)
        await throughput()
        continue
      }
      if (values.simulate) {
        console.log(`\n${engine.name}`)
        await simulationTimes()
        continue
      }
      const calls = await answeredCalls()
      const js = await loginPageJs()
      console.log(`\n${engine.name}`)
      console.log(`  seed ${transactions.toLocaleString('en')} transactions  ${seconds(seedMs)}`)
      console.log(`  start to ready (seeded data)    ${seconds(server.readyMs)}`)
      console.log(`  calls.tsv rows answered         ${calls.answered} of ${calls.total}`)
      console.log(`  login page JS                   ${(js.bytes / 1024).toFixed(1)} kB compressed in ${js.files} files`)
      for (const user of ['admin', 'analyst', 'merchant']) {
        const t = await serverTime('dashboard', await signIn(user))
        console.log(`  dashboard as ${user.padEnd(9)}          median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`)
      }
      for (const user of ['admin', 'analyst']) await workspaceTimes(user, await signIn(user))
      for (const user of ['admin', 'analyst', 'support', 'merchant']) await sortTimes(user, await signIn(user))
      for (const user of ['admin', 'support']) await merchantTimes(user, await signIn(user), 'acme-books')
      await throughput()
    } finally {
      await server.stop()
    }
    if (!throughputOnly && !values.simulate) await reviewTimes(engine)
  } finally {
    await engine.cleanup()
  }
}
