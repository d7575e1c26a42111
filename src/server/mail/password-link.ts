import { RESET_CODE_MINUTES } from '@domain/constants'
import type { Kysely } from 'kysely'
import { issueCode, newResetCode } from '../auth/codes'
import type { Database } from '../db/database'
import type { Services } from '../services'
import { invite } from './templates/invite'
import { consoleOrigin, type MailedUser, mailUser } from './user-mail'

/** How long an invitation link works. */
export const INVITE_HOURS = 72

interface LinkTarget extends MailedUser {
  username: string
}

/**
 * Emails the user a single-use link to choose a password (the reset password screen takes it):
 * an invitation for a new user, valid INVITE_HOURS, or a reset an admin sends, valid like one the
 * user asks for. Runs inside the write's transaction (`db`), so the code and the message go with it.
 */
export async function sendPasswordLink(
  services: Services,
  db: Kysely<Database>,
  user: LinkTarget,
  kind: 'invite' | 'reset',
): Promise<void> {
  const scoped: Services = { ...services, db }
  const code = newResetCode()
  const minutes = kind === 'invite' ? INVITE_HOURS * 60 : RESET_CODE_MINUTES
  await issueCode(scoped, { userId: user.id, purpose: 'FORGOT_PASSWORD', code, minutes, bindToUser: false })
  await mailUser(scoped, user, {
    type: 'FORGOT_PASSWORD',
    ...(kind === 'invite' ? { template: invite[user.locale as keyof typeof invite] ?? invite.en, related: { invite: true } } : {}),
    variables: (partner) => ({
      username: user.username,
      link: `${consoleOrigin(services, partner.consoleUrls.production)}/resetpassword/${code}`,
      minutes,
      hours: INVITE_HOURS,
    }),
  })
}
