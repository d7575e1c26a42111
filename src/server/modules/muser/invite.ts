import { randomBytes } from 'node:crypto'
import { RESET_CODE_MINUTES } from '@domain/constants'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { issueCode, newResetCode } from '../../auth/codes'
import { hashPassword } from '../../auth/passwords'
import type { Database } from '../../db/database'
import { invite } from '../../mail/templates/invite'
import type { Services } from '../../services'
import { consoleOrigin, type MailedUser, mailUser } from '../auth/user-mail'

/** How long an invitation link works. */
export const INVITE_HOURS = 72

/** A hash of a password nobody knows: an invited user signs in only after choosing one by the link. */
export const unknowablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'))

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
  request: FastifyRequest,
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
      link: `${consoleOrigin(services, request, partner.consoleUrls.production)}/resetpassword/${code}`,
      minutes,
      hours: INVITE_HOURS,
    }),
  })
}
