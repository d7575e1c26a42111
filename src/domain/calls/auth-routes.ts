import { type CallRoute, callsOfRoutes } from '../call-route'
import type { authCalls } from './auth'

/** Where each auth call goes and who may make it, without its schemas (see call-route.ts); auth.ts adds them. */
const area = 'auth'

export const authRoutes = {
  login: { area, method: 'POST', path: 'login', access: 'public' },
  refreshToken: { area, method: 'POST', path: 'refreshtoken', access: 'public' },
  renew: { area, method: 'GET', path: 'renew', access: 'signedIn' },
  logout: { area, method: 'POST', path: 'logout', access: 'public' },
  forgotPassword: { area, method: 'POST', path: 'forgotpassword', access: 'public' },
  resetPassword: { area, method: 'PUT', path: 'resetpassword', access: 'public' },
  changePassword: { area, method: 'PUT', path: 'self/password', access: 'signedIn' },
  getProfile: { area, method: 'GET', path: 'self/profile', access: 'signedIn' },
  updateProfile: { area, method: 'PUT', path: 'self/profile', access: 'signedIn' },
  uploadAvatar: { area, method: 'POST', path: 'self/avatar', access: 'signedIn' },
  twoFaEnroll: { area, method: 'GET', path: 'self/2faenroll', access: 'signedIn' },
  twoFaVerify: { area, method: 'POST', path: 'self/2faverify', access: 'signedIn' },
  twoFaDisable: { area, method: 'PUT', path: 'self/2fadisable', access: 'signedIn' },
  twoFaReset: { area, method: 'POST', path: 'muser/{user}/2fareset', access: 'user.write' },
  verificationCode: { area, method: 'POST', path: 'verificationcode', access: 'signedIn' },
} as const satisfies Record<string, CallRoute>

/** A call's route typed as its full call (see callsOfRoutes). */
export const authCall = callsOfRoutes<typeof authCalls>(authRoutes)
