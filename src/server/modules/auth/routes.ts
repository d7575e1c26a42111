import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { recordEvent } from '../../audit'
import { type AccountOf, credentialRateLimit } from '../../auth/rate-limits'
import { endSession, rotateSession, sendTokenHeaders } from '../../auth/sessions'
import { sessionIdOf } from '../../auth/tokens'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { login } from './login'
import { changePassword, forgotPassword, resetPassword } from './password'
import {
  currentUserRecord,
  disableTwoFa,
  enrollTwoFa,
  resetTwoFa,
  sendVerificationCode,
  updateProfile,
  uploadAvatar,
  verifyTwoFa,
} from './self'

const ok = { ok: true } as const

/** Sign-in, session, password and self-service calls. */
export async function registerAuthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const c = calls.auth
  /** Registers a credential call behind its rate limits. */
  const limited = async (account: AccountOf, bind: (scope: FastifyInstance) => void) =>
    app.register(async (scope) => {
      scope.addHook('preHandler', credentialRateLimit(scope, services, account))
      bind(scope)
    })

  await limited('username', (scope) =>
    bindCall(scope, services, c.login, async ({ body, request, reply }) => login(services, { ...body, ip: request.ip }, reply)),
  )

  await limited('none', (scope) =>
    bindCall(scope, services, c.refreshToken, async ({ body, request, reply }) => {
      const tokens = await rotateSession(services, body.refreshToken, request.ip)
      sendTokenHeaders(reply, tokens)
      return tokens
    }),
  )

  bindCall(app, services, c.renew, async ({ principal }) => currentUserRecord(services, principal))

  // Ends the sign-in named by the refresh token, else the one behind the bearer token.
  bindCall(app, services, c.logout, async ({ body, principal, request }) => {
    let ended: { userId: number } | null = null
    if (body.refreshToken) ended = await endSession(services, body.refreshToken)
    const sessionId = await sessionIdOf(services, request.headers.authorization)
    if (!ended && principal && sessionId) {
      await services.db
        .updateTable('refresh_token')
        .set({ revoked_at: services.now() })
        .where('family_id', '=', sessionId)
        .where('user_id', '=', principal.userId)
        .where('revoked_at', 'is', null)
        .execute()
      services.principals.forget(principal.userId)
      ended = { userId: principal.userId }
    }
    if (ended) {
      const user = await services.db
        .selectFrom('app_user')
        .select(['id', 'username', 'space_id'])
        .where('id', '=', ended.userId)
        .executeTakeFirstOrThrow()
      await recordEvent(services.db, {
        user: { id: user.id, username: user.username, spaceId: user.space_id },
        type: 'LOGOUT',
        ip: request.ip,
        at: services.now(),
      })
    }
    return ok
  })

  await limited('username', (scope) =>
    bindCall(scope, services, c.forgotPassword, async ({ body, request }) => {
      await forgotPassword(services, body.username, request)
      return ok
    }),
  )

  await limited('none', (scope) =>
    bindCall(scope, services, c.resetPassword, async ({ body, request }) => {
      await resetPassword(services, body, request.ip)
      return ok
    }),
  )

  await limited('signedInUser', (scope) =>
    bindCall(scope, services, c.changePassword, async ({ body, principal, request, reply }) => {
      await changePassword(services, principal, body, { request, reply })
      return ok
    }),
  )

  bindCall(app, services, c.getProfile, async ({ principal }) => currentUserRecord(services, principal))
  bindCall(app, services, c.updateProfile, async ({ body, principal, request }) => updateProfile(services, { principal, request }, body))
  bindCall(app, services, c.uploadAvatar, async ({ principal, request }) => uploadAvatar(services, { principal, request }))

  bindCall(app, services, c.twoFaEnroll, async ({ principal, request }) => enrollTwoFa(services, { principal, request }))
  await limited('signedInUser', (scope) =>
    bindCall(scope, services, c.twoFaVerify, async ({ body, principal, request }) => verifyTwoFa(services, { principal, request }, body.token)),
  )
  await limited('signedInUser', (scope) =>
    bindCall(scope, services, c.twoFaDisable, async ({ body, principal, request }) => disableTwoFa(services, { principal, request }, body.token)),
  )
  bindCall(app, services, c.twoFaReset, async ({ params, principal, request }) => {
    await resetTwoFa(services, { principal, request }, params.user)
    return ok
  })

  await limited('signedInUser', (scope) =>
    bindCall(scope, services, c.verificationCode, async ({ principal }) => {
      await sendVerificationCode(services, principal)
      return ok
    }),
  )
}
