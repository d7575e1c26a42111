import { AUDIT_RETENTION_MONTHS } from '@domain/constants'
import { sql } from 'kysely'
import { recordEvent } from '../audit'
import { type ChainBreak, removeRowsBefore } from '../audit-chain'
import { enqueueJob, type JobHandler } from '../job-queue'
import type { Services } from '../services'
import { everyHour } from './hourly'

/** Who removes expired audit rows, as their audit row names it: no user, the platform itself. */
const SYSTEM_ACTOR = 'system'

/** `now` less a number of calendar months. */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * The chains to trim and how long each keeps its rows: every space by its setting (its default
 * when unset), then the events of no space, which keep the default.
 */
async function chainsToTrim(services: Services) {
  const spaces = await services.db
    .selectFrom('space as s')
    .leftJoin('space_config as c', 'c.space_id', 's.id')
    .select(['s.id', 's.name', sql<number | null>`(c.settings->>'auditRetentionMonths')::int`.as('months')])
    .orderBy('s.id')
    .execute()
  return [
    ...spaces.map((space) => ({ spaceId: Number(space.id), space: space.name, months: space.months ?? AUDIT_RETENTION_MONTHS })),
    { spaceId: null, space: null, months: AUDIT_RETENTION_MONTHS },
  ]
}

/**
 * AUDIT_RETENTION: removes every chain's audit rows older than its space keeps them, each batch
 * audited by the system in its own transaction, with where the chain starts before and after. A
 * chain whose old rows do not check out keeps them, and the job says where it broke.
 */
export const auditRetentionJob: JobHandler = async (ctx) => {
  const { services } = ctx
  const now = services.now()
  const removed: Record<string, number> = {}
  const refused: Record<string, ChainBreak> = {}
  const chains = await chainsToTrim(services)
  for (const [index, chain] of chains.entries()) {
    const cutoff = monthsBefore(now, chain.months)
    const outcome = await removeRowsBefore(services.db, chain.spaceId, cutoff, (trx, change) =>
      recordEvent(trx, {
        user: { id: null, username: SYSTEM_ACTOR, spaceId: chain.spaceId },
        type: 'AUDIT_RETENTION',
        targetType: 'auditTrail',
        targetId: chain.space ?? undefined,
        at: now,
        detail: { months: chain.months, cutoff: cutoff.toISOString(), removed: change.removed, before: change.before, after: change.after },
      }),
    )
    const name = chain.space ?? ''
    if (outcome.removed > 0) removed[name] = outcome.removed
    if (outcome.refused) refused[name] = outcome.refused
    await ctx.progress(((index + 1) / chains.length) * 100)
  }
  return { removed, refused }
}

/**
 * Queues the day's AUDIT_RETENTION job unless one is queued for the day already. Two processes
 * may both queue one; the second finds nothing left to remove.
 */
export async function queueAuditRetention(services: Services): Promise<number | null> {
  const day = services.now().toISOString().slice(0, 10)
  const queued = await services.db
    .selectFrom('job')
    .select('id')
    .where('kind', '=', 'AUDIT_RETENTION')
    .where(sql<boolean>`payload->>'day' = ${day}`)
    .executeTakeFirst()
  if (queued) return null
  return enqueueJob(services, { kind: 'AUDIT_RETENTION', payload: { day } })
}

/** Queues the day's retention every hour, so a process down at midnight still does it. Answers the stop. */
export function scheduleAuditRetention(services: Services): () => Promise<void> {
  return everyHour('audit retention', () => queueAuditRetention(services))
}
