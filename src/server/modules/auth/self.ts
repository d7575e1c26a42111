import { randomBytes } from 'node:crypto'
import { VERIFICATION_CODE_MINUTES } from '@domain/constants'
import type { ProfileUpdate, UserRecord } from '@domain/entities/user'
import type { UserEventType } from '@domain/enums'
import type { FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { issueCode, newVerificationCode } from '../../auth/codes'
import type { Principal } from '../../auth/principal'
import { userInScope } from '../../auth/scope'
import { consumeTotpStep, newTotpSecret, totpStep } from '../../auth/totp'
import { avatarUrl, buildUserRecord } from '../../auth/user-record'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { ApiError, conflict, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { deleteFile, isFileKey, saveFile } from '../../storage/files'
import { readUploadedFile } from '../../uploads'
import { mailUser } from './user-mail'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

export async function currentUserRecord(services: Services, principal: Principal): Promise<UserRecord> {
  const record = await buildUserRecord(services, principal.userId)
  if (!record) throw notFound('User')
  return record
}

/** The audit row of a change to a user's own record (or, for a 2FA reset, another's). */
const userEvent = (userId: number, type: UserEventType, detail?: WriteEvent['detail']): WriteEvent => ({ type, targetType: 'user', targetId: userId, detail })

export async function updateProfile(services: Services, writer: Writer, input: ProfileUpdate): Promise<UserRecord> {
  const { userId } = writer.principal
  const emailTaken = () => fieldError('email', 'This email is already in use', 'taken')
  await auditedWrite(
    services,
    writer,
    async (db, now) => {
      const row = await db
        .selectFrom('app_user')
        .select(['real_name', 'email', 'timezone', 'locale', 'theme'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      const taken = await db
        .selectFrom('app_user')
        .select('id')
        .where(sql`lower(email)`, '=', input.email.toLowerCase())
        .where('id', '!=', userId)
        .executeTakeFirst()
      if (taken) throw emailTaken()
      await db
        .updateTable('app_user')
        .set({ real_name: input.realName, email: input.email, timezone: input.timezone, locale: input.locale, theme: input.theme ?? row.theme, updated_at: now })
        .where('id', '=', userId)
        .execute()
      const before = { realName: row.real_name, email: row.email, timezone: row.timezone, locale: row.locale, theme: row.theme }
      return { answer: undefined, event: userEvent(userId, 'PROFILE_UPDATE', { before, after: { ...input, theme: input.theme ?? row.theme } }) }
    },
    emailTaken,
  )
  return currentUserRecord(services, writer.principal)
}

/** The image kinds an avatar may be, recognised by their first bytes rather than the declared type. */
function imageExtension(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg'
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

/** Reads the single uploaded image of a multipart request: png, jpeg, webp or gif, at most 2 MB. */
export async function readUploadedImage(request: FastifyRequest, maxBytes = AVATAR_MAX_BYTES): Promise<{ data: Buffer; extension: string }> {
  const file = await readUploadedFile(request, maxBytes)
  if (!file) throw fieldError('file', 'Choose an image to upload')
  const extension = imageExtension(file.data)
  if (!extension || !/^image\/(png|jpeg|webp|gif)$/.test(file.mimetype)) throw fieldError('file', 'Use a PNG, JPEG, WebP or GIF image')
  return { data: file.data, extension }
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
      .select(['id', 'totp_enabled'])
      .where('username', '=', username)
      .where(userInScope(writer.principal))
      .executeTakeFirst()
    if (!target) throw notFound('User')
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
