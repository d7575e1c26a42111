
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { codeState, consumeCode, findCode } from '../../auth/codes'
import { clearFailures, mustProveOwnCredential } from '../../auth/lockout'
import { COMMON_PASSWORD, isCommonPassword, isRecentPassword, keptPasswords, passwordColumns, verifyPassword } from '../../auth/passwords'
import { revokeUserSessions } from '../../auth/sessions'
import { passwordExpiryOf } from '../../auth/space-policy'
import { sessionIdOf } from '../../auth/tokens'
import { auditedWrite, type Writer } from '../../crud'
import { ApiError, fieldError } from '../../errors'
import { sendPasswordLink } from '../../mail/password-link'
import type { Services } from '../../services'

const passwordReused = () =>
  new ApiError(400, 'PASSWORD_REUSED', 'Choose a password you have not used recently', [
    { field: 'password', message: 'Choose a password you have not used recently', code: 'PASSWORD_REUSED' },
  ])

/**
 * Sends a reset link to a real, enabled user. The caller always answers ok, so the call does
 * not tell who has an account.
 */
export async function forgotPassword(services: Services, username: string, request: FastifyRequest): Promise<void> {
  const user = await services.db
    .selectFrom('app_user')
    .select(['id', 'username', 'email', 'real_name', 'locale', 'space_id', 'status'])
    .where((eb) => eb.or([eb('username', '=', username), eb(sql`lower(email)`, '=', username.toLowerCase())]))
    .orderBy(sql`username = ${username}`, 'desc')
    .executeTakeFirst()
  if (!user || user.status === 'DISABLED') return
  await auditedWrite(services, { user: { id: user.id, username: user.username, spaceId: user.space_id }, request }, async (db) => {
    await sendPasswordLink(services, db, user, 'reset')
    return { answer: undefined, event: { type: 'FORGOT_PASSWORD', targetType: 'user', targetId: user.id } }
  })
}

const usedCode = () =>
  new ApiError(
    400,
    'CODE_INVALID',
    'This link was already used; sign in, or ask for a new one',
    [{ field: 'code', message: 'This link was already used; sign in, or ask for a new one', code: 'CODE_INVALID', params: { reason: 'linkUsed' } }],
    { reason: 'linkUsed' },
  )

/** Sets a new password from a reset code; also lifts a lockout, since the code proves the mailbox. */
export async function resetPassword(services: Services, input: { code: string; password: string }, ip: string): Promise<void> {
  const invalidCode = () =>
    new ApiError(400, 'CODE_INVALID', 'This reset link is not valid any more; ask for a new one', [
      { field: 'code', message: 'This reset link is not valid any more; ask for a new one', code: 'CODE_INVALID' },
    ])
  if (isCommonPassword(input.password)) throw fieldError('password', COMMON_PASSWORD, 'password_common')
  const userId = await findCode(services, { purpose: 'FORGOT_PASSWORD', code: input.code })
  if (userId === null) {
    if ((await codeState(services, { purpose: 'FORGOT_PASSWORD', code: input.code })) === 'USED') throw usedCode()
    throw invalidCode()
  }
  const user = await services.db
    .selectFrom('app_user')
    .select(['id', 'username', 'space_id', 'status', 'password_hash', 'password_history'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const kept = keptPasswords(user.password_hash, user.password_history)
  if (await isRecentPassword(kept, input.password)) throw passwordReused()
  const now = services.now()
  const columns = await passwordColumns(input.password, kept, now, await passwordExpiryOf(services.db, user.id, now))
  // The link proves the mailbox: it unlocks a locked user, and an invited one now has a password.
  const activated = user.status === 'LOCKED' || user.status === 'INVITED'
  const unlock = activated ? { status: 'ACTIVE', locked_until: null } : {}
  // The code, the password, the lockout and the sessions change together with the audit row, or none does.
  await auditedWrite(services, { user: { id: user.id, username: user.username, spaceId: user.space_id }, request: { ip } }, async (db, now) => {
    const scoped: Services = { ...services, db }
    if ((await consumeCode(scoped, { purpose: 'FORGOT_PASSWORD', code: input.code })) === null) throw invalidCode()
    await db
      .updateTable('app_user')
      .set({ ...columns, ...unlock, updated_at: now })
      .where('id', '=', user.id)
      .execute()
    await clearFailures(scoped, user.id)
    await revokeUserSessions(scoped, user.id)
    const detail = { before: { status: user.status }, after: { status: activated ? 'ACTIVE' : user.status } }
    return { answer: undefined, event: { type: 'RESET_PASSWORD', targetType: 'user', targetId: user.id, detail } }
  })
}

/**
 * The signed-in user's own change: the current password, then a new one not used lately. A
 * wrong current password counts like a failed sign-in, so a stolen session cannot guess it.
 */
export async function changePassword(
  services: Services,
  { principal, request }: Writer & { request: FastifyRequest },
  input: { oldPassword: string; newPassword: string },
  reply: FastifyReply,
): Promise<void> {
  const user = await services.db
    .selectFrom('app_user')
    .select(['password_hash', 'password_history', 'password_expires_at'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow()
  await mustProveOwnCredential(
    services,
    { userId: principal.userId, ip: request.ip, reply },
    () => verifyPassword(user.password_hash, input.oldPassword),
    () =>
      new ApiError(400, 'INVALID_CREDENTIALS', 'The current password is not correct', [
        { field: 'oldPassword', message: 'The current password is not correct', code: 'INVALID_CREDENTIALS' },
      ]),
  )
  if (isCommonPassword(input.newPassword)) throw fieldError('newPassword', COMMON_PASSWORD, 'password_common')
  const kept = keptPasswords(user.password_hash, user.password_history)
  if (await isRecentPassword(kept, input.newPassword)) {
    throw new ApiError(400, 'PASSWORD_REUSED', 'Choose a password you have not used recently', [
      { field: 'newPassword', message: 'Choose a password you have not used recently', code: 'PASSWORD_REUSED' },
    ])
  }
  const now = services.now()
  const columns = await passwordColumns(input.newPassword, kept, now, await passwordExpiryOf(services.db, principal.userId, now))
  const keep = await sessionIdOf(services, request.headers.authorization)
  await auditedWrite(services, { principal, request }, async (db, now) => {
    const scoped: Services = { ...services, db }
    // The current password proved: the address's failures go.
    await clearFailures(scoped, principal.userId, request.ip)
    await db
      .updateTable('app_user')
      .set({ ...columns, updated_at: now })
      .where('id', '=', principal.userId)
      .execute()
    // Other sign-ins end; the one that made the change stays.
    await revokeUserSessions(scoped, principal.userId, keep)
    const detail = {
      before: { passwordExpiration: new Date(user.password_expires_at).toISOString() },
      after: { passwordExpiration: columns.password_expires_at.toISOString() },
    }
    return { answer: undefined, event: { type: 'PASSWORD_CHANGE', targetType: 'user', targetId: principal.userId, detail } }
  })
}
