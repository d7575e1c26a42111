import type { StepUpRequest } from '@domain/entities/user'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clearFailures, mustProveOwnCredential } from '../../auth/lockout'
import { verifyPassword } from '../../auth/passwords'
import { provedUntil } from '../../auth/step-up'
import { consumeTotpStep, totpStep } from '../../auth/totp'
import { auditedWrite, type Writer } from '../../crud'
import { ApiError, fieldError, unauthorized } from '../../errors'
import type { Services } from '../../services'

/** A wrong proof, on the field it came in. */
function wrongProof(proof: StepUpRequest): ApiError {
  if (proof.password !== undefined) {
    return new ApiError(400, 'INVALID_CREDENTIALS', 'The password is not correct', [{ field: 'password', message: 'The password is not correct', code: 'INVALID_CREDENTIALS' }])
  }
  return new ApiError(400, 'TOTP_INVALID', 'The code is not correct or was already used', [
    { field: 'totp', message: 'The code is not correct or was already used', code: 'TOTP_INVALID' },
  ])
}

/**
 * The signed-in user proves it is them again, with their password or a code of their
 * authenticator: their sign-in may make sensitive changes for STEP_UP_TTL. A wrong one counts
 * like a failed sign-in; the proof is audited (STEP_UP) with the sign-in's time of proof before and after.
 */
export async function proveItIsYou(services: Services, writer: Writer & { request: FastifyRequest }, proof: StepUpRequest, reply: FastifyReply): Promise<{ provedUntil: string }> {
  const { principal, request } = writer
  const sessionId = principal.sessionId
  if (!sessionId) throw unauthorized()
  if ((proof.password === undefined) === (proof.totp === undefined)) throw fieldError('password', 'Enter your password or a 6-digit code', 'required')
  const user = await services.db.selectFrom('app_user').select(['password_hash', 'totp_enabled', 'totp_secret']).where('id', '=', principal.userId).executeTakeFirstOrThrow()
  await mustProveOwnCredential(
    services,
    { userId: principal.userId, ip: request.ip, reply },
    async () => {
      if (proof.password !== undefined) return verifyPassword(user.password_hash, proof.password)
      if (!user.totp_enabled || !user.totp_secret || proof.totp === undefined) return false
      const step = totpStep(user.totp_secret, proof.totp, services.now())
      return step !== null && consumeTotpStep(services.db, principal.userId, step)
    },
    () => wrongProof(proof),
  )
  return auditedWrite(services, writer, async (db, now) => {
    await clearFailures({ ...services, db }, principal.userId, request.ip)
    const before = await db.selectFrom('session_activity').select('proved_at').where('family_id', '=', sessionId).executeTakeFirst()
    await db
      .insertInto('session_activity')
      .values({ family_id: sessionId, user_id: principal.userId, last_active_at: now, started_at: now, proved_at: now })
      .onConflict((oc) => oc.column('family_id').doUpdateSet({ proved_at: now }))
      .execute()
    const detail = {
      method: proof.password !== undefined ? 'password' : 'totp',
      before: { provedAt: before?.proved_at ? new Date(before.proved_at).toISOString() : null },
      after: { provedAt: now.toISOString() },
    }
    return { answer: { provedUntil: provedUntil(services, now).toISOString() }, event: { type: 'STEP_UP', targetType: 'session', targetId: sessionId, detail } }
  })
}
