import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { Database } from './database'
import { withHeldTransactions } from './held-transaction'

/**
 * A bigint (int8) or numeric as a JS number, on both engines (Postgres gives them as text). Ids,
 * counts and minor units (at most MAX_MINOR_UNITS) fit; a whole number past the integers a double
 * holds exactly is an error here, never a number read rounded (9007199254740993 as ...992).
 */
export function exactNumber(text: string): number {
  const value = Number(text)
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) throw new Error(`The database answered ${text}, past the integers a JavaScript number holds exactly`)
  return value
}

pg.types.setTypeParser(20, exactNumber)
pg.types.setTypeParser(1700, exactNumber)
// Dates (settlement and summary days) stay 'YYYY-MM-DD' strings, as PGlite gives them.
pg.types.setTypeParser(1082, (v) => v)

/**
 * Subscribes to a NOTIFY channel: `onMessage` gets each payload once its transaction commits,
 * `onLost` tells that notifications may have been missed (the listening connection ended).
 * Answers the unsubscribe.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onLost: () => void) => Promise<() => Promise<void>>

export interface DatabaseHandle {
  db: Kysely<Database>
  engine: 'pglite' | 'postgres'
  /** The PostgreSQL connection pool; PGlite has none. */
  pool?: pg.Pool
  listen: Listen
  close: () => Promise<void>
}

/** Connections a PostgreSQL pool opens unless told (a command's or a test's). */
const POOL_SIZE = 10

/**
 * Opens the database: a PostgreSQL server when a URL is given, with a pool of `poolSize`
 * connections, otherwise PGlite persisted in `dataDir` (or in memory for `memory://`). Both speak
 * the same Postgres SQL.
 */
export async function connectDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? POOL_SIZE })
    // An idle connection the server closes (restart, failover, admin) must not end the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`))
    const db = new Kysely<Database>({ dialect: withHeldTransactions(new PostgresDialect({ pool })) })
    const databaseUrl = opts.databaseUrl
    // A connection of its own, outside the pool: a listening session must stay open.
    const listen: Listen = async (channel, onMessage, onLost) => {
      const client = new pg.Client({ connectionString: databaseUrl })
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '')
      })
      let lost = false
      const lose = () => {
        if (lost) return
        lost = true
        client.end().catch(() => {})
        onLost()
      }
      client.on('error', lose)
      client.on('end', lose)
      await client.connect()
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
      return async () => {
        lost = true
        await client.end()
      }
    }
    return { db, engine: 'postgres', pool, listen, close: () => db.destroy() }
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
  const db = new Kysely<Database>({ dialect: withHeldTransactions(new PGliteDialect(pglite)) })
  // PGlite runs in this process: notifications arrive before the committing query returns.
  const listen: Listen = (channel, onMessage) => pglite.listen(channel, onMessage)
  return { db, engine: 'pglite', listen, close: () => db.destroy() }
}

const pgliteParsers = { 20: exactNumber, 1700: exactNumber, 1082: (v: string) => v }
