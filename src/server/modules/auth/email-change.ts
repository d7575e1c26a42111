import { EMAIL_CHANGE_HOURS } from '@domain/constants'
import { type Kysely, sql } from 'kysely'
import { codeState, consumeCode, findCode, issueCode, newResetCode } from '../../auth/codes'
import type { Principal } from '../../auth/principal'
import { auditedWrite } from '../../crud'
import type { Database } from '../../db/database'
import { ApiError, fieldError } from '../../errors'
import type { Services } from '../../services'
import { consoleOrigin, type MailedUser, mailUser } from '../../mail/user-mail'

const emailTaken = () => fieldError('email', 'Another user has this email', 'taken')

/** Refuses an address another user (any but `userId`) signs in with. */
export async function mustBeFreeEmail(db: Kysely<Database>, email: string, userId?: number): Promise<void> {
  let q = db.selectFrom('app_user').select('id').where(sql`lower(email)`, '=', email.toLowerCase())
  if (userId !== undefined) q = q.where('id', '!=', userId)
  if (await q.executeTakeFirst()) throw emailTaken()
}

/**
 * A new email for a user, by itself or by an admin, takes effect only once the new address opens
 * the link it is sent: whoever types an address cannot take over the mailbox the account's resets
 * go to. The address in use is told at once. The same address again withdraws a pending change.
 * Runs inside the write's transaction (`db`); answers the email that is pending after it.
 */
export async function askEmailChange(
  services: Services,
  db: Kysely<Database>,
  askedBy: Principal,
  user: MailedUser & { pending_email: string | null },
  email: string,
): Promise<string | null> {
  const scoped: Services = { ...services, db }
  if (email.toLowerCase() === user.email.toLowerCase()) {
    if (user.pending_email === null) return null
    await db.updateTable('app_user').set({ pending_email: null }).where('id', '=', user.id).execute()
    await db.deleteFrom('one_time_code').where('user_id', '=', user.id).where('purpose', '=', 'EMAIL_CHANGE').execute()
    return null
  }
  if (email === user.pending_email) return email
  await mustBeFreeEmail(db, email, user.id)
  await db.updateTable('app_user').set({ pending_email: email }).where('id', '=', user.id).execute()
  const code = newResetCode()
  await issueCode(scoped, { userId: user.id, purpose: 'EMAIL_CHANGE', code, minutes: EMAIL_CHANGE_HOURS * 60, bindToUser: false })
  const changedBy = await db.selectFrom('app_user').select('real_name').where('id', '=', askedBy.userId).executeTakeFirstOrThrow()
  await mailUser(scoped, { ...user, email }, {
    type: 'EMAIL_CHANGE',
    variables: (partner) => ({
      email,
      link: `${consoleOrigin(services, partner.consoleUrls.production)}/confirmemail/${code}`,
      hours: EMAIL_CHANGE_HOURS,
    }),
  })
  await mailUser(scoped, user, { type: 'EMAIL_CHANGED', variables: () => ({ email, changedBy: changedBy.real_name }) })
  return email
}

const invalidLink = (reason?: 'linkUsed') =>
  new ApiError(
    400,
    'CODE_INVALID',
    reason ? 'This link was already used' : 'This link is not valid any more; change the email again to get a new one',
    [{ field: 'code', message: 'This link is not valid any more', code: 'CODE_INVALID', ...(reason ? { params: { reason } } : {}) }],
    reason ? { reason } : undefined,
  )

/**
 * Makes the pending email the user's, from the code of the link the new address was sent. The
 * opened link proves the mailbox; the change is audited with both addresses.
 */
export async function confirmEmail(services: Services, code: string, ip: string): Promise<{ email: string }> {
  const user = await userOfCode(services, code)
  return auditedWrite(services, { user: { id: user.id, username: user.username, spaceId: user.space_id }, request: { ip } }, async (db, now) => {
    const scoped: Services = { ...services, db }
    if ((await consumeCode(scoped, { purpose: 'EMAIL_CHANGE', code })) !== user.id) throw invalidLink()
    if (!user.pending_email) throw invalidLink()
    await mustBeFreeEmail(db, user.pending_email, user.id)
    await db.updateTable('app_user').set({ email: user.pending_email, pending_email: null, updated_at: now }).where('id', '=', user.id).execute()
    return {
      answer: { email: user.pending_email },
      event: { type: 'EMAIL_CHANGE', targetType: 'user', targetId: user.username, detail: { before: { email: user.email }, after: { email: user.pending_email } } },
    }
  })
}

/** The user a still-valid email change code is for, or the error that says why it does not work. */
async function userOfCode(services: Services, code: string) {
  const userId = await findCode(services, { purpose: 'EMAIL_CHANGE', code })
  if (userId === null) throw invalidLink((await codeState(services, { purpose: 'EMAIL_CHANGE', code })) === 'USED' ? 'linkUsed' : undefined)
  return services.db.selectFrom('app_user').select(['id', 'username', 'space_id', 'email', 'pending_email']).where('id', '=', userId).executeTakeFirstOrThrow()
}
