import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database'

// Postgres bigint (int8) and numeric come back as strings by default; our counts and minor
// units fit in a JS number, so read them as numbers on both engines.
pg.types.setTypeParser(20, (v) => Number(v))
pg.types.setTypeParser(1700, (v) => Number(v))
// Dates (settlement and summary days) stay 'YYYY-MM-DD' strings, as PGlite gives them.
pg.types.setTypeParser(1082, (v) => v)

export interface DatabaseHandle {
  db: Kysely<Database>
  engine: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise PGlite persisted in
 * `dataDir` (or in memory for `memory://`). Both speak the same Postgres SQL.
 */
export async function connectDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle connection the server closes (restart, failover, admin) must not end the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, engine: 'postgres', close: () => db.destroy() }
  }
  const dataDir = opts.dataDir ?? 'memory://'
  let pglite: PGlite
  if (dataDir.startsWith('memory://')) {
    pglite = new PGlite({ parsers: pgliteParsers })
  } else {
    const dir = path.join(dataDir, 'pg')
    mkdirSync(dir, { recursive: true })
    pglite = new PGlite(dir, { parsers: pgliteParsers })
  }
  await pglite.waitReady
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return { db, engine: 'pglite', close: () => db.destroy() }
}

const pgliteParsers = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v }
