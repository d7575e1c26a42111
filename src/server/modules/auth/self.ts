import { randomBytes } from 'node:crypto'
import { VERIFICATION_CODE_MINUTES } from '@domain/constants'
import type { ProfileUpdate, UserRecord } from '@domain/entities/user'
import type { Scope, UserEventType } from '@domain/enums'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { issueCode, newVerificationCode } from '../../auth/codes'
import type { Principal } from '../../auth/principal'
import { mustOutrank, userInScope } from '../../auth/scope'
import { requireRecentProof } from '../../auth/step-up'
import { consumeTotpStep, newTotpSecret, totpStep } from '../../auth/totp'
import { avatarUrl, buildUserRecord } from '../../auth/user-record'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { ApiError, conflict, fieldError, notFound } from '../../errors'
import { mailUser } from '../../mail/user-mail'
import type { Services } from '../../services'
import { deleteFile, isFileKey, saveFile } from '../../storage/files'
import { readUploadedImage } from '../../uploads'
import { askEmailChange } from './email-change'

export async function currentUserRecord(services: Services, principal: Principal): Promise<UserRecord> {
  const record = await buildUserRecord(services, principal.userId)
  if (!record) throw notFound('User')
  return record
}

/** The audit row of a change to a user's own record (or, for a 2FA reset, another's). */
const userEvent = (userId: number, type: UserEventType, detail?: WriteEvent['detail']): WriteEvent => ({ type, targetType: 'user', targetId: userId, detail })

/**
 * The user's own details. A new email waits for its address to confirm the emailed link (see
 * askEmailChange): the audit row keeps it as the pending email, beside the email in use.
 */
export async function updateProfile(services: Services, writer: Writer, input: ProfileUpdate): Promise<UserRecord> {
  const { userId } = writer.principal
  // A new email is a sensitive change: whoever holds the session must prove it is its user.
  const current = await services.db.selectFrom('app_user').select(['email', 'pending_email']).where('id', '=', userId).executeTakeFirstOrThrow()
  if (input.email.toLowerCase() !== current.email.toLowerCase() && input.email !== current.pending_email) await requireRecentProof(services, writer)
  await auditedWrite(
    services,
    writer,
    async (db, now) => {
      const row = await db
        .selectFrom('app_user')
        .select(['real_name', 'email', 'pending_email', 'timezone', 'locale', 'theme', 'space_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      const theme = input.theme ?? row.theme
      await db
        .updateTable('app_user')
        .set({ real_name: input.realName, timezone: input.timezone, locale: input.locale, theme, updated_at: now })
        .where('id', '=', userId)
        .execute()
      const mailed = { id: userId, email: row.email, real_name: input.realName, locale: input.locale, space_id: row.space_id, pending_email: row.pending_email }
      const pendingEmail = await askEmailChange(services, db, writer.principal, mailed, input.email)
      const before = { realName: row.real_name, email: row.email, pendingEmail: row.pending_email, timezone: row.timezone, locale: row.locale, theme: row.theme }
      const after = { realName: input.realName, email: row.email, pendingEmail, timezone: input.timezone, locale: input.locale, theme }
      return { answer: undefined, event: userEvent(userId, 'PROFILE_UPDATE', { before, after }) }
    },
    () => fieldError('email', 'Another user has this email', 'taken'),
  )
  return currentUserRecord(services, writer.principal)
}

export async function uploadAvatar(services: Services, writer: Writer & { request: FastifyRequest }): Promise<{ avatar: string }> {
  const { userId } = writer.principal
  const { data, extension } = await readUploadedImage(writer.request)
  const key = `avatars/${userId}/${randomBytes(12).toString('hex')}.${extension}`
  await saveFile(services, key, data)
  let previous: string | null
  try {
    previous = await auditedWrite(services, writer, async (db, now) => {
      const before = await db.selectFrom('app_user').select('avatar_url').where('id', '=', userId).executeTakeFirstOrThrow()
      await db.updateTable('app_user').set({ avatar_url: key, updated_at: now }).where('id', '=', userId).execute()
      return { answer: before.avatar_url, event: userEvent(userId, 'AVATAR_UPDATE', { before: { avatar: before.avatar_url }, after: { avatar: key } }) }
    })
  } catch (error) {
    await deleteFile(services, key)
    throw error
  }
  // The old image goes only once the new one is the user's for good.
  if (previous && isFileKey(previous)) await deleteFile(services, previous)
  return { avatar: avatarUrl(services, key)! }
}

async function totpState(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['totp_secret', 'totp_enabled'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

const wrongCode = () =>
  new ApiError(400, 'TOTP_INVALID', 'The code is not correct or was already used', [
    { field: 'token', message: 'The code is not correct or was already used', code: 'TOTP_INVALID' },
  ])

/** Checks a code of the user's secret and spends its time step. */
async function acceptCode(db: Kysely<Database>, now: Date, userId: number, secret: string, code: string): Promise<void> {
  const step = totpStep(secret, code, now)
  if (step === null || !(await consumeTotpStep(db, userId, step))) throw wrongCode()
}

/** A new secret, kept until verified; 2FA stays off until the first code is verified. */
export async function enrollTwoFa(services: Services, writer: Writer) {
  const { userId, username } = writer.principal
  return auditedWrite(services, writer, async (db) => {
    const state = await totpState(db, userId)
    if (state.totp_enabled) throw conflict('Two-factor authentication is already on; disable it first')
    const enrolment = newTotpSecret(username)
    await db.updateTable('app_user').set({ totp_secret: enrolment.secret, totp_last_step: null }).where('id', '=', userId).execute()
    return { answer: enrolment, event: userEvent(userId, 'TWO_FA_ENROLL') }
  })
}

const twoFaChange = (on: boolean) => ({ before: { enabledTwoFA: !on }, after: { enabledTwoFA: on } })

export async function verifyTwoFa(services: Services, writer: Writer, code: string): Promise<UserRecord> {
  const { userId } = writer.principal
  await auditedWrite(services, writer, async (db, now) => {
    const state = await totpState(db, userId)
    if (state.totp_enabled) throw conflict('Two-factor authentication is already on')
    if (!state.totp_secret) throw fieldError('token', 'Start the enrolment first')
    await acceptCode(db, now, userId, state.totp_secret, code)
    await db.updateTable('app_user').set({ totp_enabled: true }).where('id', '=', userId).execute()
    return { answer: undefined, event: userEvent(userId, 'TWO_FA_ENABLE', twoFaChange(true)) }
  })
  return currentUserRecord(services, writer.principal)
}

export async function disableTwoFa(services: Services, writer: Writer, code: string): Promise<UserRecord> {
  const { userId } = writer.principal
  await auditedWrite(services, writer, async (db, now) => {
    const state = await totpState(db, userId)
    if (!state.totp_enabled || !state.totp_secret) throw conflict('Two-factor authentication is not on')
    await acceptCode(db, now, userId, state.totp_secret, code)
    await db.updateTable('app_user').set({ totp_enabled: false, totp_secret: null, totp_last_step: null }).where('id', '=', userId).execute()
    return { answer: undefined, event: userEvent(userId, 'TWO_FA_DISABLE', twoFaChange(false)) }
  })
  return currentUserRecord(services, writer.principal)
}

/** An administrator turns off another user's 2FA (a lost phone); users outside scope are 404. */
export async function resetTwoFa(services: Services, writer: Writer, username: string): Promise<void> {
  await auditedWrite(services, writer, async (db) => {
    const target = await db
      .selectFrom('app_user')
      .innerJoin('space', 'space.id', 'app_user.space_id')
      .select(['app_user.id', 'app_user.totp_enabled', 'app_user.scope', 'space.name as space_name'])
      .where('app_user.username', '=', username)
      .where(userInScope(writer.principal))
      .executeTakeFirst()
    if (!target) throw notFound('User')
    await mustOutrank(db, writer.principal, { id: target.id, scope: target.scope as Scope, spaceName: target.space_name })
    await db.updateTable('app_user').set({ totp_enabled: false, totp_secret: null, totp_last_step: null }).where('id', '=', target.id).execute()
    const detail = { before: { enabledTwoFA: target.totp_enabled }, after: { enabledTwoFA: false } }
    return { answer: undefined, event: userEvent(target.id, 'TWO_FA_RESET', detail) }
  })
}

/** Emails the signed-in user a six-digit code; consumers check it with consumeCode. */
export async function sendVerificationCode(services: Services, principal: Principal): Promise<void> {
  const user = await services.db
    .selectFrom('app_user')
    .select(['email', 'real_name', 'locale', 'space_id'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow()
  const code = newVerificationCode()
  await issueCode(services, { userId: principal.userId, purpose: 'VERIFICATION_CODE', code, minutes: VERIFICATION_CODE_MINUTES, bindToUser: true })
  await mailUser(services, { ...user, id: principal.userId }, { type: 'VERIFICATION_CODE', variables: () => ({ code, minutes: VERIFICATION_CODE_MINUTES }) })
}
