import { areaRoutes, callsOfRoutes } from '../call-route'
import type { authCalls } from './auth'

/**
 * Where each auth call the sign-in page and the session code make goes and who may make it,
 * without its schemas (see call-route.ts); auth.ts adds them, the calls only the console's screens
 * make, and which calls are sensitive (`stepUp`).
 */
export const authRoutes = areaRoutes('auth', {
  login: { method: 'POST', path: 'login', access: 'public' },
  refreshToken: { method: 'POST', path: 'refreshtoken', access: 'public' },
  renew: { method: 'GET', path: 'renew', access: 'signedIn' },
  logout: { method: 'POST', path: 'logout', access: 'public' },
  forgotPassword: { method: 'POST', path: 'forgotpassword', access: 'public' },
  resetPassword: { method: 'PUT', path: 'resetpassword', access: 'public' },
  confirmEmail: { method: 'PUT', path: 'confirmemail', access: 'public' },
  changePassword: { method: 'PUT', path: 'self/password', access: 'signedIn' },
  getProfile: { method: 'GET', path: 'self/profile', access: 'signedIn' },
  updateProfile: { method: 'PUT', path: 'self/profile', access: 'signedIn' },
  uploadAvatar: { method: 'POST', path: 'self/avatar', access: 'signedIn' },
  twoFaEnroll: { method: 'GET', path: 'self/2faenroll', access: 'signedIn' },
  twoFaVerify: { method: 'POST', path: 'self/2faverify', access: 'signedIn' },
  twoFaDisable: { method: 'PUT', path: 'self/2fadisable', access: 'signedIn' },
  twoFaReset: { method: 'POST', path: 'muser/{user}/2fareset', access: 'user.write' },
  verificationCode: { method: 'POST', path: 'verificationcode', access: 'signedIn' },
})

/** A call's route typed as its full call (see callsOfRoutes). */
export const authCall = callsOfRoutes<Pick<typeof authCalls, keyof typeof authRoutes>>(authRoutes)
