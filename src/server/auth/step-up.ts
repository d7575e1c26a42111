import { ApiError } from '../errors'
import type { Services } from '../services'
import type { Principal } from './principal'

/**
 * The answer of a sensitive call without a fresh proof: the console asks for one, proves it
 * (`POST self/stepup`) and sends the call again; `minutes` says how long a proof lasts.
 */
const proofRequired = (services: Services) =>
  new ApiError(401, 'STEP_UP_REQUIRED', 'Confirm it is you: enter your password or a code from your authenticator app', undefined, {
    minutes: Math.ceil(services.config.stepUpTtlSeconds / 60),
  })

/** Until when a proof given at `provedAt` lets its sign-in make sensitive changes (STEP_UP_TTL). */
export const provedUntil = (services: Services, provedAt: Date) => new Date(provedAt.getTime() + services.config.stepUpTtlSeconds * 1000)

/**
 * Refuses (401 STEP_UP_REQUIRED) unless the sign-in of the request proved it is its user within
 * STEP_UP_TTL (5 minutes unless configured): by signing in with the password, or by `POST self/stepup`. A call that is always
 * sensitive declares `stepUp: true` in the call table and bindCall calls this before its handler;
 * a handler calls it itself for a change that is sensitive only sometimes (a profile save that
 * changes the email). Read from the database on every sensitive call, so a proof given through
 * one server process counts at once in every other.
 */
export async function requireRecentProof(services: Services, request: { principal: Principal | null }): Promise<void> {
  const sessionId = request.principal?.sessionId
  if (!sessionId) throw proofRequired(services)
  const row = await services.db.selectFrom('session_activity').select('proved_at').where('family_id', '=', sessionId).executeTakeFirst()
  if (!row?.proved_at || provedUntil(services, new Date(row.proved_at)).getTime() < services.now().getTime()) throw proofRequired(services)
}
