// The review queue's figure: POST review/next with 20 analysts calling at once on a queue of
// 10,000 open cases, against the real server process (validation, access, the claim's
// transaction, the case pane it answers). Each analyst decides the case it drew before drawing
// the next, so every call takes a new case off the top of the queue.
import { DEMO_PASSWORD, PASSWORD_LIFETIME_DAYS } from '@domain/constants'
import { sql } from 'kysely'
import { hashPassword } from '../../src/server/auth/passwords'
import { grantRoleByName } from '../../src/server/auth/roles'
import { startServices } from '../../src/server/bootstrap'
import { loadConfig } from '../../src/server/config'
import { type Figures, figuresOf } from './figures'

const ANALYSTS = 20
const OPEN_CASES = 10_000
const CALLS_EACH = 25
const SPACE = 'acme'
const analystName = (i: number) => `bench-analyst-${i}`

/**
 * Sets the queue up on the engine's seeded database while no server holds it: 20 analysts of one
 * space, and 10,000 open cases there, on the space's own cards first (their panes read real
 * payments and links), then on cards of their own. Answers how many cases are open.
 */
export async function prepareReviewQueue(env: Record<string, string>): Promise<number> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'warn', ...env })
  const services = await startServices({ ...base, jobQueue: { ...base.jobQueue, autoRun: false }, mailQueue: { ...base.mailQueue, autoRun: false } }, { seed: false })
  const { db } = services
  try {
    const space = await db.selectFrom('space').select('id').where('name', '=', SPACE).executeTakeFirstOrThrow()
    const hashed = await hashPassword(DEMO_PASSWORD)
    const now = services.now()
    for (let i = 0; i < ANALYSTS; i++) {
      const user = await db
        .insertInto('app_user')
        .values({
          username: analystName(i),
          email: `${analystName(i)}@bench.example`,
          real_name: `Bench Analyst ${i}`,
          password_hash: hashed,
          password_history: JSON.stringify([hashed]),
          password_changed_at: now,
          password_expires_at: new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * 24 * 3600_000),
          scope: 'SPACE',
          space_id: space.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await grantRoleByName(db, user.id, space.id, 'FRAUD_ANALYST')
    }
    await sql`
      select count(*) from (
        select distinct on (t.card_hash) t.id, t.merchant_id, t.card_hash, t.card_bin, t.card_last4
        from "transaction" t join merchant m on m.id = t.merchant_id
        where m.space_id = ${space.id} and t.card_hash is not null
        order by t.card_hash, t.created_at desc
        limit ${OPEN_CASES}
      ) c cross join lateral review_open(${space.id}, c.card_hash, c.card_bin, c.card_last4, 'MANUAL', null, c.id, c.merchant_id, 'analyst', 'Bench', now()) o`.execute(db)
    const open = async () =>
      Number((await sql<{ n: number }>`select count(*)::int as n from review_case where space_id = ${space.id} and state = 'OPEN'`.execute(db)).rows[0]!.n)
    const missing = OPEN_CASES - (await open())
    if (missing > 0) {
      await sql`
        select count(*) from generate_series(1, ${missing}) g
        cross join lateral review_open(${space.id}, 'tok_bench_' || g, '411111', lpad((g % 10000)::text, 4, '0'), 'MANUAL', null, null, null, 'analyst', 'Bench', now()) o`.execute(db)
    }
    await sql`analyze review_case`.execute(db)
    await sql`analyze review_reason`.execute(db)
    return await open()
  } finally {
    await services.close()
  }
}

/** One analyst's call: review/next's server time (Server-Timing), then the decision of the case it drew. */
async function nextAndDecide(post: Post, token: string): Promise<number> {
  const res = await post('review/next', { space: SPACE }, token)
  const answer = (await res.json()) as { case?: { id: number } | null }
  if (!res.ok || !answer.case) throw new Error(`review/next answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`)
  const ms = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1])
  const decided = await post(`review/${answer.case.id}/decision`, { outcome: 'LEGITIMATE', reasonCode: 'FALSE_POSITIVE' }, token)
  if (!decided.ok) throw new Error(`the decision answered ${decided.status}: ${(await decided.text()).slice(0, 200)}`)
  return ms
}

type Post = (path: string, body: unknown, token?: string) => Promise<Response>

/** review/next's server time against the server at `baseUrl`: one analyst alone, then the 20 calling at once. */
export async function reviewNextFigures(baseUrl: string): Promise<{ alone: Figures; together: Figures }> {
  const post: Post = (path, body, token) =>
    fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const tokens: string[] = []
  for (let i = 0; i < ANALYSTS; i++) {
    const login = await post('login', { username: analystName(i), password: DEMO_PASSWORD })
    tokens.push(((await login.json()) as { token: string }).token)
  }
  const alone: number[] = []
  for (let call = 0; call < CALLS_EACH; call++) alone.push(await nextAndDecide(post, tokens[0]!))
  const together: number[] = []
  await Promise.all(
    tokens.map(async (token) => {
      for (let call = 0; call < CALLS_EACH; call++) together.push(await nextAndDecide(post, token))
    }),
  )
  return { alone: figuresOf(alone), together: figuresOf(together) }
}

/** The figure's lines. */
export function reviewLines(queued: number, { alone, together }: { alone: Figures; together: Figures }): string {
  const times = (f: Figures) => `median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.keys} calls)`
  return [
    `  review/next at ${queued.toLocaleString('en')} open cases, one analyst       ${times(alone)}`,
    `  review/next at ${queued.toLocaleString('en')} open cases, ${ANALYSTS} analysts at once ${times(together)}`,
  ].join('\n')
}
