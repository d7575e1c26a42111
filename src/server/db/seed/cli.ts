import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../../config'
import { connectDatabase } from '../connect'
import { migrateToLatest } from '../migrate'
import { databaseIsEmpty, seedDemoData } from './index'

const usage = `Usage: npm run seed -- [--transactions N] [--reset] [--now ISO-TIME]
  --transactions N  how many transactions to generate (default 20000)
  --reset           drop every table first, then migrate and seed again
  --now ISO-TIME    the instant the data set is built around (default: the current time)
Uses DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data).`

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string', default: '20000' },
      reset: { type: 'boolean', default: false },
      now: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    return 0
  }
  const transactions = Number(values.transactions)
  if (!Number.isInteger(transactions) || transactions < 1) {
    console.error(`--transactions must be a positive integer, got "${values.transactions}"\n${usage}`)
    return 2
  }
  const now = values.now ? new Date(values.now) : new Date()
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO time, got "${values.now}"`)
    return 2
  }

  const config = loadConfig()
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const where = handle.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  try {
    if (values.reset) {
      const tables = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = current_schema() order by tablename`.execute(handle.db)
      for (const { tablename } of tables.rows) await sql`drop table if exists ${sql.id(tablename)} cascade`.execute(handle.db)
      const functions = await sql<{ signature: string }>`
        select p.oid::regprocedure::text as signature from pg_proc p
        where p.pronamespace = current_schema()::regnamespace order by 1`.execute(handle.db)
      for (const { signature } of functions.rows) await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(handle.db)
      console.log(`dropped ${tables.rows.length} tables and ${functions.rows.length} functions (${elapsed()})`)
    }
    await migrateToLatest(handle.db)
    console.log(`migrated ${where} (${elapsed()})`)
    if (!(await databaseIsEmpty(handle.db))) {
      console.error('The database already holds data. Run again with --reset to drop everything and seed from scratch.')
      return 1
    }
    await seedDemoData(handle.db, { transactions, now, log: (line) => console.log(`  ${line}`) })
    console.log(`seeded ${transactions} transactions around ${now.toISOString()} in ${where} (${elapsed()})`)
    return 0
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
