import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { PartnerSettings } from '@domain/entities/partner'
import { sql } from 'kysely'
import { sendMessage } from '../mail/send'
import { consoleOrigin } from '../mail/user-mail'
import { partnerOfSpace } from '../partner'
import type { Services } from '../services'
import { everyHour } from './hourly'

/** Users are told this many days ahead that their password expires, once a day. */
export const PASSWORD_EXPIRING_WARNING_DAYS = 7
const DAY_MS = 24 * 3600_000

/**
 * Queues PASSWORD_EXPIRING to every active user whose password expires within the warning
 * days, at most once per user per (UTC) day: the dedupe key holds the day, so every process
 * may run the job and a user still gets one email a day. Answers how many it queued.
 */
export async function queuePasswordExpiringEmails(services: Services): Promise<number> {
  const now = services.now()
  const day = now.toISOString().slice(0, 10)
  const keyOf = (userId: number) => `PASSWORD_EXPIRING:${userId}:${day}`
  const keyOfRow = sql<string>`concat(${'PASSWORD_EXPIRING:'}::text, u.id, ${`:${day}`}::text)`
  const users = await services.db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.email', 'u.real_name', 'u.locale', 'u.space_id', 'u.password_expires_at'])
    .where('u.status', '=', 'ACTIVE')
    .where('u.password_expires_at', '>', now)
    .where('u.password_expires_at', '<=', new Date(now.getTime() + PASSWORD_EXPIRING_WARNING_DAYS * DAY_MS))
    // Today's already queued: skip rendering them; the key's unique index still settles a race between processes.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('message as m').select('m.id').where('m.dedupe_key', '=', keyOfRow))),
    )
    .orderBy('u.id')
    .execute()
  const partners = new Map<number, Promise<PartnerSettings>>()
  let queued = 0
  for (const user of users) {
    const spaceId = Number(user.space_id)
    if (!partners.has(spaceId)) partners.set(spaceId, partnerOfSpace(services, spaceId))
    const partner = await partners.get(spaceId)!
    const origin = consoleOrigin(services, partner.consoleUrls.production)
    const expiresAt = new Date(user.password_expires_at)
    const sent = await sendMessage(services, {
      type: 'PASSWORD_EXPIRING',
      recipient: user.email,
      locale: user.locale,
      userId: Number(user.id),
      spaceId,
      variables: {
        realName: user.real_name,
        days: Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS),
        link: `${origin}/password`,
        appName: partner.partnerAppName ?? DEFAULT_CONSOLE_NAME,
      },
      related: { passwordExpiresAt: expiresAt.toISOString() },
      dedupeKey: keyOf(Number(user.id)),
    })
    if (sent) queued++
  }
  return queued
}

/** Queues the day's emails every hour, so a process down at midnight still sends them. Answers the stop. */
export function schedulePasswordExpiringEmails(services: Services): () => Promise<void> {
  return everyHour('password expiring job', () => queuePasswordExpiringEmails(services))
}
