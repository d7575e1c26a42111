import { z } from 'zod'
import { defineCall } from '../call'
import { listQuerySchema, pageSchema } from '../pagination'
import { authRoutes } from './auth-routes'
import {
  avatarAnswerSchema,
  changePasswordRequestSchema,
  confirmEmailAnswerSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  okAnswerSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  sessionParams,
  sessionSchema,
  stepUpAnswerSchema,
  stepUpRequestSchema,
  tokenAnswerSchema,
  twoFaDisableRequestSchema,
  twoFaEnrollAnswerSchema,
  twoFaVerifyRequestSchema,
  userRecordSchema,
} from '../entities/user'

const area = 'auth'

export const authCalls = {
  /**
   * Failures: 401 INVALID_CREDENTIALS (never says whether the user exists, nor whether a locked
   * or disabled account's password was right), 401 USER_INVITED (the user has not chosen a
   * password by the invitation link yet), 401 TOTP_REQUIRED
   * (2FA is on and no code was sent: ask for it), 401 TOTP_INVALID (wrong or reused code),
   * 423 ACCOUNT_LOCKED (10 failures in a row from one address lock that address out of the
   * account for 30 minutes, with Retry-After), 429 TOO_MANY_REQUESTS.
   * Wrong passwords and wrong codes count towards the lockout.
   */
  login: defineCall({ ...authRoutes.login, body: loginRequestSchema, response: loginAnswerSchema }),
  refreshToken: defineCall({ ...authRoutes.refreshToken, body: refreshRequestSchema, response: tokenAnswerSchema }),
  renew: defineCall({ ...authRoutes.renew, response: userRecordSchema }),
  logout: defineCall({ ...authRoutes.logout, body: refreshRequestSchema.partial(), response: okAnswerSchema }),
  forgotPassword: defineCall({ ...authRoutes.forgotPassword, body: forgotPasswordRequestSchema, response: okAnswerSchema }),
  resetPassword: defineCall({ ...authRoutes.resetPassword, body: resetPasswordRequestSchema, response: okAnswerSchema }),
  /** Makes a changed email the user's: the code is the one the new address was sent. 400 when it is unknown, used or expired. */
  confirmEmail: defineCall({ ...authRoutes.confirmEmail, body: confirmEmailRequestSchema, response: confirmEmailAnswerSchema }),
  changePassword: defineCall({ ...authRoutes.changePassword, stepUp: true, body: changePasswordRequestSchema, response: okAnswerSchema }),
  getProfile: defineCall({ ...authRoutes.getProfile, response: userRecordSchema }),
  updateProfile: defineCall({ ...authRoutes.updateProfile, body: profileUpdateSchema, response: userRecordSchema }),
  uploadAvatar: defineCall({ ...authRoutes.uploadAvatar, multipart: true, response: avatarAnswerSchema }),
  twoFaEnroll: defineCall({ ...authRoutes.twoFaEnroll, stepUp: true, response: twoFaEnrollAnswerSchema }),
  twoFaVerify: defineCall({ ...authRoutes.twoFaVerify, stepUp: true, body: twoFaVerifyRequestSchema, response: userRecordSchema }),
  twoFaDisable: defineCall({ ...authRoutes.twoFaDisable, stepUp: true, body: twoFaDisableRequestSchema, response: userRecordSchema }),
  /** {user} is the username; users outside the caller's scope answer 404. */
  twoFaReset: defineCall({ ...authRoutes.twoFaReset, params: z.object({ user: z.string().min(1).max(200) }).strict(), response: okAnswerSchema }),
  verificationCode: defineCall({ ...authRoutes.verificationCode, body: z.object({}).strict(), response: okAnswerSchema }),
  /**
   * The signed-in user proves it is them again (password or 2FA code) before a sensitive change.
   * A wrong password or code is a 400 on its field and counts towards the lockout like a failed sign-in.
   */
  stepUp: defineCall({ area, method: 'POST', path: 'self/stepup', access: 'signedIn', body: stepUpRequestSchema, response: stepUpAnswerSchema }),
  /** The signed-in user's sign-ins that have not ended, the one asking marked `current`. */
  sessions: defineCall({ area, method: 'GET', path: 'self/sessions', access: 'signedIn', query: listQuerySchema, response: pageSchema(sessionSchema) }),
  /** Ends one of the user's own sign-ins: its next call, in any server process, answers 401. */
  endSession: defineCall({ area, method: 'DELETE', path: 'self/sessions/{session}', access: 'signedIn', params: sessionParams, response: okAnswerSchema }),
}
