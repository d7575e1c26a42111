import path from 'node:path'
import { STEP_UP_MINUTES } from '@domain/constants'
import type { WorkQueueConfig } from './db/work-loop'
import type { JobQueueConfig } from './job-queue'

export interface ServerConfig {
  port: number
  /** The address the server listens on (HOST): this machine only unless told, as its demo users' password is public. */
  host: string
  dataDir: string
  /** postgres://... to use a PostgreSQL server; otherwise PGlite in dataDir. */
  databaseUrl: string | undefined
  /**
   * The server's connections to PostgreSQL (DATABASE_POOL_SIZE): a call waits for one while all
   * are busy, so enough for the analysts working the review queue at once.
   */
  databasePoolSize: number
  smtpUrl: string | undefined
  mailQueue: MailQueueConfig
  jobQueue: JobQueueConfig
  production: boolean
  /** Secret that signs access tokens and file URLs; generated into dataDir when unset. */
  tokenSecret: string | undefined
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /** How long a proof that it is the user (a sign-in, a step-up) lets a sign-in make sensitive changes (STEP_UP_TTL). */
  stepUpTtlSeconds: number
  /** The console's public address, for links in emails; required in production. */
  publicUrl: string | undefined
  /** Where the console asks for upload URLs; our own asset/sign unless set. */
  assetSignerUrl: string | undefined
  /** The built console the server serves. */
  consoleDir: string
  logLevel: string
  seedTransactions: number
  /** The bearer token GET /api/v1/metrics answers to (METRICS_TOKEN); metrics are off without it. */
  metricsToken: string | undefined
  /**
   * The spec's authorized console users, the only ones listed and allowed system commands
   * (SYSTEM_COMMAND_USERS, comma separated): user names or user ids, never a field a user edits
   * itself. An email, as earlier installs named them, is taken as its user once at start.
   */
  systemCommandUsers: string[]
  /**
   * Whether X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY): off, from any
   * sender (true), or only from the proxies listed (addresses or CIDR ranges, comma separated).
   * Off, a client cannot claim another origin; turn it on only behind a proxy that sets them.
   */
  trustProxy: boolean | string
  /** Requests to each credential call within the window, per client address and per account. */
  rateLimit: { windowSeconds: number; perAddress: number; perAccount: number }
}

/**
 * How each process works through the send queue (src/server/mail/queue.ts), read from
 * MAIL_POLL_MS, MAIL_LEASE_MS and MAIL_CONCURRENCY; `autoRun` also runs the daily jobs.
 */
export interface MailQueueConfig extends WorkQueueConfig {
  /** The longest wait between two delivery attempts. */
  retryMaxMs: number
}

function trustProxyFromEnv(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false') return false
  return value === 'true' || value
}

/** The four authorized console users when SYSTEM_COMMAND_USERS is not set, by user name. */
const defaultSystemCommandUsers = ['admin', 'ops', 'oncall', 'security']

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: intFromEnv(env, 'DATABASE_POOL_SIZE', 20),
    smtpUrl: env.SMTP_URL || undefined,
    mailQueue: {
      autoRun: true,
      pollMs: intFromEnv(env, 'MAIL_POLL_MS', 2000),
      leaseMs: intFromEnv(env, 'MAIL_LEASE_MS', 60_000),
      concurrency: intFromEnv(env, 'MAIL_CONCURRENCY', 4),
      maxAttempts: 5,
      retryBaseMs: 60_000,
      retryMaxMs: 3600_000,
    },
    jobQueue: {
      autoRun: true,
      pollMs: intFromEnv(env, 'JOB_POLL_MS', 2000),
      leaseMs: intFromEnv(env, 'JOB_LEASE_MS', 60_000),
      concurrency: 2,
      maxAttempts: 3,
      retryBaseMs: 30_000,
    },
    production: env.NODE_ENV === 'production',
    tokenSecret: env.TOKEN_SECRET || undefined,
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    stepUpTtlSeconds: intFromEnv(env, 'STEP_UP_TTL', STEP_UP_MINUTES * 60),
    publicUrl: env.PUBLIC_URL || undefined,
    assetSignerUrl: env.ASSET_SIGNER_URL || undefined,
    consoleDir: path.resolve(env.CONSOLE_DIR || 'dist/console'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedTransactions: intFromEnv(env, 'SEED_TRANSACTIONS', 20_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    rateLimit: {
      windowSeconds: intFromEnv(env, 'RATE_LIMIT_WINDOW', 60),
      perAddress: intFromEnv(env, 'RATE_LIMIT_PER_ADDRESS', 20),
      perAccount: intFromEnv(env, 'RATE_LIMIT_PER_ACCOUNT', 10),
    },
    systemCommandUsers: env.SYSTEM_COMMAND_USERS ? env.SYSTEM_COMMAND_USERS.split(',').map((name) => name.trim()).filter(Boolean) : defaultSystemCommandUsers,
  }
}
