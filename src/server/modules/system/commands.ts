import type { SystemCommand } from '@domain/entities/system'
import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { userInScope } from '../../auth/scope'
import { endSessions, liveSessions, type SessionRow } from '../../auth/session-record'
import { auditedWrite, type Rows } from '../../crud'
import type { Services } from '../../services'
import type { WriteRequest } from '../../undo'

/** What a running command may do besides its work: say how far it got. */
export interface RunContext {
  services: Services
  /** Who runs it: a command that acts on users reaches only those in its scope, unless a platform user runs it. */
  principal: Principal
  /** The request that runs it, whose origin a write of the command's own audits. */
  request: WriteRequest
  params: Record<string, string>
  progress: (percent: number) => Promise<void>
}

export interface CommandDefinition extends Omit<SystemCommand, 'lastRun' | 'dangerous'> {
  /** Does the work and answers its output. */
  run: (context: RunContext) => Promise<string>
}

/**
 * Ends the sign-ins `which` keeps among those the runner reaches (every user's, for a platform
 * user), each audited as SESSION_END; answers how many ended.
 */
async function endReachableSessions({ services, principal, request }: RunContext, which: (rows: Rows<SessionRow>) => Rows<SessionRow>): Promise<number> {
  return auditedWrite(services, { principal, request }, async (db, now) => {
    let rows = liveSessions(db, now)
    if (principal.spaceName !== TOP_OPERATOR_SPACE) rows = rows.where(userInScope(principal, 'u'))
    const events = await endSessions(services, db, which(rows))
    return { answer: events.length, event: events }
  })
}

/** The maintenance commands the platform offers to its authorized console users. */
export const systemCommands: CommandDefinition[] = [
  {
    name: 'purgeExpiredCodes',
    description: 'Deletes used and expired one-time codes, refresh tokens expired for over a day, and the activity of sign-ins they ended',
    params: [],
    long: false,
    run: async ({ services }) => {
      const now = services.now()
      const codes = await services.db
        .deleteFrom('one_time_code')
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', now)]))
        .executeTakeFirst()
      // A revoked token's row is what refuses its access tokens; it goes only long after they have expired.
      const tokens = await services.db
        .deleteFrom('refresh_token')
        .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
        .executeTakeFirst()
      // A sign-in's activity goes with its last refresh token.
      const activity = await services.db
        .deleteFrom('session_activity')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('refresh_token').select('id').whereRef('refresh_token.family_id', '=', 'session_activity.family_id'))),
        )
        .executeTakeFirst()
      return `Deleted ${Number(codes.numDeletedRows)} one-time codes, ${Number(tokens.numDeletedRows)} refresh tokens and ${Number(activity.numDeletedRows)} ended sign-ins' activity`
    },
  },
  {
    name: 'endUserSessions',
    description: "Ends every sign-in of a user: their refresh tokens are revoked and their access tokens stop working",
    params: [{ name: 'username', description: 'The user whose sign-ins end', required: true, pattern: '^[A-Za-z0-9._@-]+$' }],
    long: false,
    run: async (context) => {
      const { services, principal, params } = context
      let users = services.db.selectFrom('app_user').select('id').where('username', '=', params.username!)
      if (principal.spaceName !== TOP_OPERATOR_SPACE) users = users.where(userInScope(principal))
      const user = await users.executeTakeFirst()
      if (!user) throw new Error(`No user ${params.username}`)
      const ended = await endReachableSessions(context, (rows) => rows.where('a.user_id', '=', user.id))
      return `Ended ${ended} sign-ins of ${params.username}`
    },
  },
  {
    name: 'endAllSessions',
    description: "Ends every sign-in but the runner's own, at once: each user signs in again at their next call",
    params: [],
    long: false,
    run: async (context) => {
      const own = context.principal.sessionId
      const ended = await endReachableSessions(context, (rows) => (own ? rows.where('a.family_id', '!=', own) : rows))
      return `Ended ${ended} sign-ins`
    },
  },
  {
    name: 'rebuildDailyStats',
    description: 'Recounts the daily transaction statistics of every merchant from its transactions',
    params: [],
    long: true,
    run: async ({ services, progress }) => {
      const merchants = await services.db.selectFrom('merchant').select('id').orderBy('id').execute()
      let rows = 0
      for (const [i, merchant] of merchants.entries()) {
        // One merchant at a time, each in its own transaction, so the dashboard never reads half a merchant.
        rows += await services.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('transaction_daily_stat').where('merchant_id', '=', merchant.id).execute()
          const { rows: inserted } = await sql<{ n: number }>`
            with added as (
              insert into transaction_daily_stat (merchant_id, day, currency, result, direction, result_code, count, amount)
              select merchant_id, (created_at at time zone 'UTC')::date, currency, result, direction, coalesce(result_code, ''), count(*), sum(amount)
              from "transaction" where merchant_id = ${merchant.id}
              group by 1, 2, 3, 4, 5, 6
              returning 1)
            select count(*)::int as n from added`.execute(trx)
          return inserted[0]?.n ?? 0
        })
        await progress(Math.floor(((i + 1) * 100) / merchants.length))
      }
      return `Recounted ${merchants.length} merchants: ${rows} daily rows`
    },
  },
]
