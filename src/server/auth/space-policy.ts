import { PASSWORD_LIFETIME_DAYS } from '@domain/constants'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'

/** When a password set now expires: after the user's space's password expiry days, 90 by default. */
export async function passwordExpiryOf(db: Kysely<Database>, userId: number, now: Date): Promise<Date> {
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('space_config as sc', 'sc.space_id', 'u.space_id')
    .select(sql<number | null>`(sc.settings->>'passwordExpiryDays')::int`.as('days'))
    .where('u.id', '=', userId)
    .executeTakeFirst()
  return new Date(now.getTime() + (row?.days ?? PASSWORD_LIFETIME_DAYS) * 24 * 3600 * 1000)
}
