import { z } from 'zod'
import { noCardNumber } from '../card-number'
import { PASSWORD_MIN_LENGTH, themeChoices } from '../constants'
import { locales, scopes, userStatuses } from '../enums'
import { permissions } from '../permissions'
import { isTimeZone, timeZoneShape, unknownTimeZone } from '../time-zones'
import { namedRecord, namedRecordRef } from './named-record'

const visibleGroup = z.object({ ...namedRecord, merchants: z.array(namedRecordRef) })
const visibleSpace = z.object({ ...namedRecord, groups: z.array(visibleGroup) })

/** What the user can see: spaces, their groups and merchants, cut to the user's scope. */
export const visibilityTreeSchema = z.object({ spaces: z.array(visibleSpace) })
export type VisibilityTree = z.infer<typeof visibilityTreeSchema>

/** Who a user is, as its own record and the user screens show it. */
export const userIdentity = {
  id: z.number(),
  username: z.string(),
  email: z.string(),
  /** A new email waiting for its address to confirm the emailed link; `email` stays in use until then. */
  pendingEmail: z.string().nullable(),
  realName: z.string(),
}

/** Null until a zone is chosen: the console then shows times in the browser's zone. */
export const chosenTimeZone = z.string().nullable()

/**
 * The current user record: the answer of login (as `user`), renew and self/profile. The spec's
 * normalised login result (mSpace, mGroup, visibilityTree objects; permissions, mRoles lists)
 * and its user profile fields in one shape.
 */
export const userRecordSchema = z.object({
  ...userIdentity,
  avatar: z.string().nullable(),
  scope: z.enum(scopes),
  status: z.enum(userStatuses),
  timezone: chosenTimeZone,
  locale: z.enum(locales),
  /** The console theme the user chose; `system` follows the operating system. */
  theme: z.enum(themeChoices),
  permissions: z.array(z.enum(permissions)),
  mRoles: z.array(z.object({ name: z.string() })),
  mSpace: namedRecordRef,
  mGroup: z.object({ id: z.number().nullable(), name: z.string().nullable(), displayName: z.string().nullable() }),
  merchant: namedRecordRef.nullable(),
  visibilityTree: visibilityTreeSchema,
  enabledTwoFA: z.boolean(),
  superAdmin: z.boolean(),
  /** ISO time the password expires. First login: equals `created`. */
  passwordExpiration: z.string(),
  created: z.string(),
  awsQuickSightId: z.string().nullable(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200)
  .regex(/\p{L}/u, 'Use both letters and digits')
  .regex(/\p{N}/u, 'Use both letters and digits')

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'This field is required').max(200).check(noCardNumber),
  password: z.string().min(1, 'This field is required').max(200),
  totp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code').optional(),
})
export const tokenAnswerSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Access token lifetime in seconds. */
  expire: z.number(),
})
/**
 * A locked account answers 423 with errorCode ACCOUNT_LOCKED (not 401), so the login screen
 * can tell it apart from wrong credentials; the other failures are listed on the login call.
 */
export const loginAnswerSchema = tokenAnswerSchema.extend({ user: userRecordSchema })
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(500) })
export const forgotPasswordRequestSchema = z.object({ username: z.string().trim().min(1, 'This field is required').max(200).check(noCardNumber) })
export const resetPasswordRequestSchema = z.object({ code: z.string().trim().min(1, 'This field is required').max(200), password: passwordSchema })
/** The code of the emailed link that confirms a new email address. */
export const confirmEmailRequestSchema = z.object({ code: z.string().trim().min(1, 'This field is required').max(200) })
export const confirmEmailAnswerSchema = z.object({ email: z.string() })
export const changePasswordRequestSchema = z.object({ oldPassword: z.string().min(1, 'This field is required').max(200), newPassword: passwordSchema })

export const profileUpdateSchema = z.object({
  realName: z.string().trim().min(1, 'This field is required').max(120).check(noCardNumber),
  email: z.email('Please enter a valid email').max(200),
  /** Null keeps the zone unchosen, following the browser. */
  timezone: z.string().max(64).regex(timeZoneShape).refine(isTimeZone, unknownTimeZone).nullable(),
  locale: z.enum(locales),
  /** Left out, the theme stays as it is. */
  theme: z.enum(themeChoices).optional(),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

export const twoFaEnrollAnswerSchema = z.object({ secret: z.string(), otpauthUri: z.string() })
export const twoFaVerifyRequestSchema = z.object({ token: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') })
export const twoFaDisableRequestSchema = z.object({ token: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') })
export const avatarAnswerSchema = z.object({ avatar: z.string() })
export const okAnswerSchema = z.object({ ok: z.literal(true) })

/**
 * A proof that the signed-in user is who they say, for a sensitive change (see STEP_UP_MINUTES):
 * their password, or a code of their authenticator app (exactly one, which the server checks).
 */
export const stepUpRequestSchema = z
  .object({
    password: z.string().min(1, 'This field is required').max(200).optional(),
    totp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code').optional(),
  })
  .strict()
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>
/** Until when the sign-in may make sensitive changes without another proof. */
export const stepUpAnswerSchema = z.object({ provedUntil: z.string() })

/** A sign-in of a user that has not ended: the browser it came from, its address, when it began and last made a call. */
export const sessionSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The browser and operating system its user agent names, when it names them. */
  device: z.string().nullable(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** The sign-in this answer was asked for with. */
  current: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>
export const sessionParams = z.object({ session: z.uuid('Not a session id') })
/** How many sign-ins a call ended. */
export const endedSessionsAnswerSchema = z.object({ ended: z.number().int() })
