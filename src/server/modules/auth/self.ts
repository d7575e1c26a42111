import { randomBytes } from 'node:crypto'
import { DEFAULT_CONSOLE_NAME, VERIFICATION_CODE_MINUTES } from '@domain/constants'
import type { ProfileUpdate, UserRecord } from '@domain/entities/user'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { recordEvent } from '../../audit'
import { issueCode, newVerificationCode } from '../../auth/codes'
import type { Principal } from '../../auth/principal'
import { userInScope } from '../../auth/scope'
import { consumeTotpStep, newTotpSecret, totpStep } from '../../auth/totp'
import { avatarUrl, buildUserRecord } from '../../auth/user-record'
import { ApiError, conflict, fieldError, notFound } from '../../errors'
import { sendMessage } from '../../mail'
import type { Services } from '../../services'
import { deleteFile, isFileKey, saveFile } from '../../storage/files'
import { partnerOfSpace } from '../system/partner'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

export async function currentUserRecord(services: Services, principal: Principal): Promise<UserRecord> {
  const record = await buildUserRecord(services, principal.userId)
  if (!record) throw notFound('User')
  return record
}

export async function updateProfile(services: Services, principal: Principal, input: ProfileUpdate, ip: string): Promise<UserRecord> {
  const { db } = services
  const before = await db
    .selectFrom('app_user')
    .select(['real_name', 'email', 'timezone', 'locale'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow()
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql`lower(email)`, '=', input.email.toLowerCase())
    .where('id', '!=', principal.userId)
    .executeTakeFirst()
  if (taken) throw fieldError('email', 'This email is already in use')
  const now = services.now()
  await db
    .updateTable('app_user')
    .set({ real_name: input.realName, email: input.email, timezone: input.timezone, locale: input.locale, updated_at: now })
    .where('id', '=', principal.userId)
    .execute()
  await recordEvent(db, {
    principal,
    type: 'PROFILE_UPDATE',
    targetType: 'user',
    targetId: principal.userId,
    detail: {
      before: { realName: before.real_name, email: before.email, timezone: before.timezone, locale: before.locale },
      after: input,
    },
    ip,
    at: now,
  })
  return currentUserRecord(services, principal)
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
  const tooLarge = () =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', `Use an image of at most ${maxBytes / 1024 / 1024} MB`, [
      { field: 'file', message: `Use an image of at most ${maxBytes / 1024 / 1024} MB` },
    ])
  if (!request.isMultipart()) throw fieldError('file', 'Choose an image to upload')
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!part) throw fieldError('file', 'Choose an image to upload')
  let data: Buffer
  try {
    data = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    throw error
  }
  if (part.file.truncated) throw tooLarge()
  const extension = imageExtension(data)
  if (!extension || !/^image\/(png|jpeg|webp|gif)$/.test(part.mimetype)) throw fieldError('file', 'Use a PNG, JPEG, WebP or GIF image')
  return { data, extension }
}

export async function uploadAvatar(services: Services, principal: Principal, request: FastifyRequest): Promise<{ avatar: string }> {
  const { data, extension } = await readUploadedImage(request)
  const key = `avatars/${principal.userId}/${randomBytes(12).toString('hex')}.${extension}`
  await saveFile(services, key, data)
  const before = await services.db.selectFrom('app_user').select('avatar_url').where('id', '=', principal.userId).executeTakeFirstOrThrow()
  const now = services.now()
  await services.db.updateTable('app_user').set({ avatar_url: key, updated_at: now }).where('id', '=', principal.userId).execute()
  if (before.avatar_url && isFileKey(before.avatar_url)) await deleteFile(services, before.avatar_url)
  await recordEvent(services.db, {
    principal,
    type: 'AVATAR_UPDATE',
    targetType: 'user',
    targetId: principal.userId,
    detail: { before: { avatar: before.avatar_url }, after: { avatar: key } },
    ip: request.ip,
    at: now,
  })
  return { avatar: avatarUrl(services, key)! }
}

async function totpState(services: Services, userId: number) {
  return services.db
    .selectFrom('app_user')
    .select(['totp_secret', 'totp_enabled'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

const wrongCode = () =>
  new ApiError(400, 'TOTP_INVALID', 'The code is not correct or was already used', [
    { field: 'token', message: 'The code is not correct or was already used' },
  ])

/** Checks a code of the user's secret and spends its time step. */
async function acceptCode(services: Services, userId: number, secret: string, code: string): Promise<void> {
  const step = totpStep(secret, code, services.now())
  if (step === null || !(await consumeTotpStep(services.db, userId, step))) throw wrongCode()
}

/** A new secret, kept until verified; 2FA stays off until the first code is verified. */
export async function enrollTwoFa(services: Services, principal: Principal, ip: string) {
  const state = await totpState(services, principal.userId)
  if (state.totp_enabled) throw conflict('Two-factor authentication is already on; disable it first')
  const enrolment = newTotpSecret(principal.username)
  await services.db
    .updateTable('app_user')
    .set({ totp_secret: enrolment.secret, totp_last_step: null })
    .where('id', '=', principal.userId)
    .execute()
  await recordEvent(services.db, { principal, type: 'TWO_FA_ENROLL', targetType: 'user', targetId: principal.userId, ip, at: services.now() })
  return enrolment
}

export async function verifyTwoFa(services: Services, principal: Principal, code: string, ip: string): Promise<UserRecord> {
  const state = await totpState(services, principal.userId)
  if (state.totp_enabled) throw conflict('Two-factor authentication is already on')
  if (!state.totp_secret) throw fieldError('token', 'Start the enrolment first')
  await acceptCode(services, principal.userId, state.totp_secret, code)
  await services.db.updateTable('app_user').set({ totp_enabled: true }).where('id', '=', principal.userId).execute()
  await recordEvent(services.db, {
    principal,
    type: 'TWO_FA_ENABLE',
    targetType: 'user',
    targetId: principal.userId,
    detail: { before: { enabledTwoFA: false }, after: { enabledTwoFA: true } },
    ip,
    at: services.now(),
  })
  return currentUserRecord(services, principal)
}

export async function disableTwoFa(services: Services, principal: Principal, code: string, ip: string): Promise<UserRecord> {
  const state = await totpState(services, principal.userId)
  if (!state.totp_enabled || !state.totp_secret) throw conflict('Two-factor authentication is not on')
  await acceptCode(services, principal.userId, state.totp_secret, code)
  await services.db
    .updateTable('app_user')
    .set({ totp_enabled: false, totp_secret: null, totp_last_step: null })
    .where('id', '=', principal.userId)
    .execute()
  await recordEvent(services.db, {
    principal,
    type: 'TWO_FA_DISABLE',
    targetType: 'user',
    targetId: principal.userId,
    detail: { before: { enabledTwoFA: true }, after: { enabledTwoFA: false } },
    ip,
    at: services.now(),
  })
  return currentUserRecord(services, principal)
}

/** An administrator turns off another user's 2FA (a lost phone); users outside scope are 404. */
export async function resetTwoFa(services: Services, principal: Principal, username: string, ip: string): Promise<void> {
  const target = await services.db
    .selectFrom('app_user')
    .select(['id', 'totp_enabled'])
    .where('username', '=', username)
    .where(userInScope(principal))
    .executeTakeFirst()
  if (!target) throw notFound('User')
  await services.db
    .updateTable('app_user')
    .set({ totp_enabled: false, totp_secret: null, totp_last_step: null })
    .where('id', '=', target.id)
    .execute()
  await recordEvent(services.db, {
    principal,
    type: 'TWO_FA_RESET',
    targetType: 'user',
    targetId: target.id,
    detail: { before: { enabledTwoFA: target.totp_enabled }, after: { enabledTwoFA: false } },
    ip,
    at: services.now(),
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
  const partner = await partnerOfSpace(services, user.space_id)
  await sendMessage(services, {
    type: 'VERIFICATION_CODE',
    recipient: user.email,
    locale: user.locale,
    userId: principal.userId,
    spaceId: user.space_id,
    variables: {
      realName: user.real_name,
      code,
      minutes: VERIFICATION_CODE_MINUTES,
      appName: partner.partnerAppName ?? DEFAULT_CONSOLE_NAME,
    },
  })
}
