// The ledger figure: 1,000 concurrent top-ups and withdrawals on one merchant account through
// the real app (validation, access, the movement's transaction), on a fresh database (PGlite
// unless DATABASE_URL names a server), while a reader polls the balance. Prints the final
// balance against the one the applied movements add up to, movements per second, and whether
// any reading was negative.
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { inProcessApp } from './in-process'

const MOVEMENTS = 1_000
const MERCHANT = 'acme-books'
const CURRENCY = 'USD'

/** `env` names the engine: DATA_DIR, and DATABASE_URL for PostgreSQL. */
export async function ledgerBench(name: string, env: Record<string, string>): Promise<void> {
  const { config, services, app, signIn, close } = await inProcessApp(2000, env)
  try {
    const headers = await signIn('admin')
    const move = (kind: 'topup' | 'withdraw', amount: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/accountdetail/${kind}`,
        headers,
        payload: { merchantAccount: MERCHANT, currency: CURRENCY, amount, reference: 'BENCH', idempotencyKey: `bench-${randomBytes(8).toString('hex')}` },
      })
    const balance = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/accountsummary/${MERCHANT}/${CURRENCY}`, headers })).json().balance as number
    // Start near zero, so that the order the withdrawals land in decides which are refused.
    const start = await balance()
    if ((await move('withdraw', start - 2_000)).statusCode !== 200) throw new Error('the opening withdrawal failed')
    const opening = await balance()

    let done = false
    let readings = 0
    let negative = 0
    let lowest = Number.POSITIVE_INFINITY
    // The reader reads the account row as the database has it between commits: on PostgreSQL on a
    // connection of its own, on PGlite (one connection) with one query between the movements' transactions.
    const own = config.databaseUrl ? new pg.Client({ connectionString: config.databaseUrl }) : undefined
    await own?.connect()
    const read = async () => {
      const text = 'select a.balance from account a join merchant m on m.id = a.merchant_id where m.name = $1 and a.currency = $2'
      if (own) return Number((await own.query(text, [MERCHANT, CURRENCY])).rows[0].balance)
      return Number((await sql<{ balance: number }>`select a.balance from account a join merchant m on m.id = a.merchant_id where m.name = ${MERCHANT} and a.currency = ${CURRENCY}`.execute(services.db)).rows[0]!.balance)
    }
    const reader = (async () => {
      while (!done) {
        const value = await read()
        readings++
        if (value < 0) negative++
        lowest = Math.min(lowest, value)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      await own?.end()
    })()
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: MOVEMENTS }, async (_, i) => {
        const topUp = i % 2 === 0
        const amount = topUp ? 1_000 + (i % 7) : 1_500 + (i % 11)
        const res = await move(topUp ? 'topup' : 'withdraw', amount)
        return { status: res.statusCode, delta: topUp ? amount : -amount }
      }),
    )
    const elapsed = performance.now() - started
    done = true
    await reader
    const applied = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 400).length
    const other = answers.length - applied.length - refused
    const expected = opening + applied.reduce((sum, a) => sum + a.delta, 0)
    const final = await balance()
    console.log(`\n${name}`)
    console.log(`  ${MOVEMENTS.toLocaleString('en')} concurrent movements on ${MERCHANT} ${CURRENCY}: ${applied.length} applied, ${refused} withdrawals refused (balance too low), ${other} other answers`)
    console.log(`  final balance ${final} minor units, expected ${expected}: ${final === expected ? 'exact' : 'MISMATCH'}`)
    console.log(`  ${Math.round((MOVEMENTS * 1000) / elapsed).toLocaleString('en')} movements/s (${(elapsed / 1000).toFixed(2)} s)`)
    console.log(`  balance readings meanwhile: ${readings}, lowest ${lowest}, negative ${negative === 0 ? 'never' : `${negative} times`}`)
    if (final !== expected || negative > 0 || other > 0) process.exitCode = 1
  } finally {
    await close()
  }
}
