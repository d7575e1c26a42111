import { z } from 'zod'
import { defineCall } from '../call'
import {
  avatarAnswerSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  okAnswerSchema,
  profileUpdateSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  tokenAnswerSchema,
  twoFaDisableRequestSchema,
  twoFaEnrollAnswerSchema,
  twoFaVerifyRequestSchema,
  userRecordSchema,
} from '../entities/user'

const area = 'auth'

export const authCalls = {
  /**
   * Failures: 401 INVALID_CREDENTIALS (never says whether the user exists), 401 TOTP_REQUIRED
   * (2FA is on and no code was sent: ask for it), 401 TOTP_INVALID (wrong or reused code),
   * 423 ACCOUNT_LOCKED (10 failures in a row lock the account for 30 minutes), 401
   * ACCOUNT_DISABLED. Wrong passwords and wrong codes count towards the lockout.
   */
  login: defineCall({ area, method: 'POST', path: 'login', access: 'public', body: loginRequestSchema, response: loginAnswerSchema }),
  refreshToken: defineCall({ area, method: 'POST', path: 'refreshtoken', access: 'public', body: refreshRequestSchema, response: tokenAnswerSchema }),
  renew: defineCall({ area, method: 'GET', path: 'renew', access: 'signedIn', response: userRecordSchema }),
  logout: defineCall({ area, method: 'POST', path: 'logout', access: 'public', body: refreshRequestSchema.partial(), response: okAnswerSchema }),
  forgotPassword: defineCall({ area, method: 'POST', path: 'forgotpassword', access: 'public', body: forgotPasswordRequestSchema, response: okAnswerSchema }),
  resetPassword: defineCall({ area, method: 'PUT', path: 'resetpassword', access: 'public', body: resetPasswordRequestSchema, response: okAnswerSchema }),
  changePassword: defineCall({ area, method: 'PUT', path: 'self/password', access: 'signedIn', body: changePasswordRequestSchema, response: okAnswerSchema }),
  getProfile: defineCall({ area, method: 'GET', path: 'self/profile', access: 'signedIn', response: userRecordSchema }),
  updateProfile: defineCall({ area, method: 'PUT', path: 'self/profile', access: 'signedIn', body: profileUpdateSchema, response: userRecordSchema }),
  uploadAvatar: defineCall({ area, method: 'POST', path: 'self/avatar', access: 'signedIn', multipart: true, response: avatarAnswerSchema }),
  twoFaEnroll: defineCall({ area, method: 'GET', path: 'self/2faenroll', access: 'signedIn', response: twoFaEnrollAnswerSchema }),
  twoFaVerify: defineCall({ area, method: 'POST', path: 'self/2faverify', access: 'signedIn', body: twoFaVerifyRequestSchema, response: userRecordSchema }),
  twoFaDisable: defineCall({ area, method: 'PUT', path: 'self/2fadisable', access: 'signedIn', body: twoFaDisableRequestSchema, response: userRecordSchema }),
  /** {user} is the username; users outside the caller's scope answer 404. */
  twoFaReset: defineCall({ area, method: 'POST', path: 'muser/{user}/2fareset', access: 'user.write', params: z.object({ user: z.string().min(1).max(200) }).strict(), response: okAnswerSchema }),
  verificationCode: defineCall({ area, method: 'POST', path: 'verificationcode', access: 'signedIn', body: z.object({}).strict(), response: okAnswerSchema }),
}
