import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { type AccountOf, type Counted, limitCredentialCall } from '../../auth/rate-limits'
import { revokeFamily, rotateSession, sendTokenHeaders, sessionOfRefreshToken } from '../../auth/sessions'
import { sessionIdOf } from '../../auth/tokens'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import type { Services } from '../../services'
import { confirmEmail } from './email-change'
import { login } from './login'
import { changePassword, forgotPassword, resetPassword } from './password'
import { registerOwnSessionCalls } from './sessions'
import { proveItIsYou } from './step-up'
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

/** Registers a credential call behind its rate limits. */
async function limited(app: FastifyInstance, services: Services, account: AccountOf, bind: (scope: FastifyInstance) => void, counted?: Counted): Promise<void> {
  await app.register(async (scope) => {
    limitCredentialCall(scope, services, account, counted)
    bind(scope)
  })
}

/** Sign-in, session, password and self-service calls. */
export async function registerAuthRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await registerSessionCalls(app, services)
  registerOwnSessionCalls(app, services)
  await registerCredentialCalls(app, services)
  registerProfileCalls(app, services)
  await registerTwoFactorCalls(app, services)
}

/** Sign-in, a session's renewal, and sign-out. */
async function registerSessionCalls(app: FastifyInstance, services: Services): Promise<void> {
  const c = calls.auth
  // A sign-in's account limit counts its failures: the owner's own sign-ins never use it up.
  await limited(
    app,
    services,
    'username',
    (scope) => bindCall(scope, services, c.login, async ({ body, request, reply }) => login(services, { ...body, ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, reply)),
    'failures',
  )

  await limited(app, services, 'none', (scope) =>
    bindCall(scope, services, c.refreshToken, async ({ body, request, reply }) => {
      const tokens = await rotateSession(services, body.refreshToken, request.ip)
      sendTokenHeaders(reply, tokens)
      return tokens
    }),
  )

  bindCall(app, services, c.renew, async ({ principal }) => currentUserRecord(services, principal))

  // Ends the sign-in named by the refresh token, else the one behind the bearer token.
  bindCall(app, services, c.logout, async ({ body, principal, request }) => {
    const byToken = body.refreshToken ? await sessionOfRefreshToken(services, body.refreshToken) : null
    const sessionId = await sessionIdOf(services, request.headers.authorization)
    const ending = byToken ?? (principal && sessionId ? { userId: principal.userId, familyId: sessionId } : null)
    if (!ending) return ok
    const user = await services.db.selectFrom('app_user').select(['id', 'username', 'space_id']).where('id', '=', ending.userId).executeTakeFirstOrThrow()
    await auditedWrite(services, { user: { id: user.id, username: user.username, spaceId: user.space_id }, request }, async (db) => {
      await revokeFamily({ ...services, db }, ending.familyId)
      return { answer: undefined, event: { type: 'LOGOUT' } }
    })
    return ok
  })
}

/** A forgotten password's reset, a new email's confirmation, a proof that it is the user, and a password change. */
async function registerCredentialCalls(app: FastifyInstance, services: Services): Promise<void> {
  const c = calls.auth
  await limited(app, services, 'username', (scope) =>
    bindCall(scope, services, c.forgotPassword, async ({ body, request }) => {
      await forgotPassword(services, body.username, request)
      return ok
    }),
  )

  await limited(app, services, 'none', (scope) =>
    bindCall(scope, services, c.resetPassword, async ({ body, request }) => {
      await resetPassword(services, body, request.ip)
      return ok
    }),
  )

  await limited(app, services, 'none', (scope) => bindCall(scope, services, c.confirmEmail, async ({ body, request }) => confirmEmail(services, body.code, request.ip)))

  // A proof is a password or code typed again: limited like a sign-in.
  await limited(app, services, 'signedInUser', (scope) =>
    bindCall(scope, services, c.stepUp, async ({ body, principal, request, reply }) => proveItIsYou(services, { principal, request }, body, reply)),
  )

  await limited(app, services, 'signedInUser', (scope) =>
    bindCall(scope, services, c.changePassword, async ({ body, principal, request, reply }) => {
      await changePassword(services, { principal, request }, body, reply)
      return ok
    }),
  )
}

/** The signed-in user's own record and avatar. */
function registerProfileCalls(app: FastifyInstance, services: Services): void {
  const c = calls.auth
  bindCall(app, services, c.getProfile, async ({ principal }) => currentUserRecord(services, principal))
  bindCall(app, services, c.updateProfile, async ({ body, principal, request }) => updateProfile(services, { principal, request }, body))
  bindCall(app, services, c.uploadAvatar, async ({ principal, request }) => uploadAvatar(services, { principal, request }))
}

/** Two-factor sign-in: enrol, verify, disable, an admin's reset, and a code by email. */
async function registerTwoFactorCalls(app: FastifyInstance, services: Services): Promise<void> {
  const c = calls.auth
  bindCall(app, services, c.twoFaEnroll, async ({ principal, request }) => enrollTwoFa(services, { principal, request }))
  await limited(app, services, 'signedInUser', (scope) =>
    bindCall(scope, services, c.twoFaVerify, async ({ body, principal, request }) => verifyTwoFa(services, { principal, request }, body.token)),
  )
  await limited(app, services, 'signedInUser', (scope) =>
    bindCall(scope, services, c.twoFaDisable, async ({ body, principal, request }) => disableTwoFa(services, { principal, request }, body.token)),
  )
  bindCall(app, services, c.twoFaReset, async ({ params, principal, request }) => {
    await resetTwoFa(services, { principal, request }, params.user)
    return ok
  })

  await limited(app, services, 'signedInUser', (scope) =>
    bindCall(scope, services, c.verificationCode, async ({ principal }) => {
      await sendVerificationCode(services, principal)
      return ok
    }),
  )
}
