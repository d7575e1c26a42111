import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'

/** A key's count in its window, and the milliseconds left of the window, as @fastify/rate-limit reads them. */
interface Count {
  current: number
  ttl: number
}

type Answer = (error: Error | null, result?: Count) => void

/** The window's milliseconds left, by the database's clock: one clock for every process. */
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::integer`

/**
 * @fastify/rate-limit's store over the rate_limit_count table, so every server process on one
 * PostgreSQL counts against the same limits. The keys name their call (auth/rate-limits.ts), so
 * one table holds every limiter's counts and `child` needs nothing of its own.
 */
export function rateLimitCountsIn(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class RateLimitCounts implements FastifyRateLimitStore {
    /** Counts a request in one statement, so requests at once through several processes are each counted: a spent window starts over at 1. */
    incr(key: string, answer: Answer, timeWindow: number): void {
      sql<Count>`insert into rate_limit_count as c (key, count, reset_at)
        values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning count as current, ${msLeft} as ttl`
        .execute(db)
        .then(({ rows }) => answer(null, rows[0]), answer)
    }

    /** The count so far without counting (`{ increment: false }`): none once its window is spent. */
    read(key: string, answer: Answer): void {
      sql<Count>`select count as current, ${msLeft} as ttl from rate_limit_count where key = ${key} and reset_at > now()`
        .execute(db)
        .then(({ rows }) => answer(null, rows[0] ?? { current: 0, ttl: 0 }), answer)
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }
  return RateLimitCounts
}

/** Removes the counts whose window is spent: a key not seen again would keep its row otherwise. */
export async function deleteSpentRateLimitCounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limit_count').where('reset_at', '<=', sql<Date>`now()`).execute()
}
