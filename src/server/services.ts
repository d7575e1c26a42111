import type { Kysely } from 'kysely'
import type { PrincipalCache } from './auth/principal-cache'
import type { ServerConfig } from './config'
import type { Listen } from './db/connect'
import type { Database } from './db/database'
import type { JobQueue } from './job-queue'
import type { MailQueue } from './mail/queue'

/** What every module needs, created once per process and handed to the app factory. */
export interface Services {
  db: Kysely<Database>
  engine: 'pglite' | 'postgres'
  config: ServerConfig
  /** Signs access tokens and file URLs. */
  secret: Uint8Array
  /** Injectable clock, so tests can move time for expiry and lockout. */
  now: () => Date
  /** The PostgreSQL connection pool's counts, for metrics; PGlite has none. */
  dbPool?: { totalCount: number; idleCount: number; waitingCount: number }
  /** Subscribes to a NOTIFY channel of the database (one listening connection per subscription). */
  listen: Listen
  /** Signed-in users, so a call reads none of their rows before its handler. */
  principals: PrincipalCache
  /** This process's send queue: `wake()` after queueing a message outside a transaction. */
  mail: MailQueue
  /** This process's job queue (settlement uploads, daily reports). */
  jobs: JobQueue
}
