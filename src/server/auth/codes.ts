import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Services } from '../services'

/** What a one-time code is for; a code only works for its own purpose. */
export type CodePurpose = 'FORGOT_PASSWORD' | 'VERIFICATION_CODE' | 'EMAIL_CHANGE'

/**
 * Codes are stored as hashes only. The user id is part of the hashed text when known, so short
 * numeric codes of different users never collide.
 */
function codeHash(purpose: CodePurpose, code: string, userId?: number): string {
  return createHash('sha256').update(`${purpose}:${userId ?? ''}:${code}`).digest('hex')
}

/** A reset code: long and random, so that it can stand alone in a link. */
export const newResetCode = () => randomBytes(32).toString('base64url')
/** A verification code: six digits a person types. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Stores a new code, replacing the user's earlier codes of that purpose: only the latest one
 * sent works. `bindToUser` puts the user id in the hash (codes the signed-in user types).
 */
export async function issueCode(
  services: Services,
  input: { userId: number; purpose: CodePurpose; code: string; minutes: number; bindToUser: boolean },
): Promise<void> {
  const now = services.now()
  await services.db.deleteFrom('one_time_code').where('user_id', '=', input.userId).where('purpose', '=', input.purpose).execute()
  await services.db
    .insertInto('one_time_code')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      code_hash: codeHash(input.purpose, input.code, input.bindToUser ? input.userId : undefined),
      expires_at: new Date(now.getTime() + input.minutes * 60_000),
      created_at: now,
    })
    .execute()
}

/**
 * Spends a code: one conditional update, so a code works once even under concurrent use.
 * Answers the user id the code was issued to, or null when it is unknown, used or expired.
 */
export async function consumeCode(
  services: Services,
  input: { purpose: CodePurpose; code: string; userId?: number },
): Promise<number | null> {
  const now = services.now()
  const row = await services.db
    .updateTable('one_time_code')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash(input.purpose, input.code, input.userId))
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst()
  return row?.user_id ?? null
}

/** The user a still-valid code belongs to, without spending it (checks before the change). */
export async function findCode(
  services: Services,
  input: { purpose: CodePurpose; code: string; userId?: number },
): Promise<number | null> {
  const row = await services.db
    .selectFrom('one_time_code')
    .select('user_id')
    .where('code_hash', '=', codeHash(input.purpose, input.code, input.userId))
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', services.now())
    .executeTakeFirst()
  return row?.user_id ?? null
}

/** Why a code does not work, or that it does: a used link says it was used, not just "invalid". */
export async function codeState(
  services: Services,
  input: { purpose: CodePurpose; code: string; userId?: number },
): Promise<'VALID' | 'USED' | 'EXPIRED' | 'UNKNOWN'> {
  const row = await services.db
    .selectFrom('one_time_code')
    .select(['used_at', 'expires_at'])
    .where('code_hash', '=', codeHash(input.purpose, input.code, input.userId))
    .where('purpose', '=', input.purpose)
    .executeTakeFirst()
  if (!row) return 'UNKNOWN'
  if (row.used_at) return 'USED'
  return new Date(row.expires_at).getTime() <= services.now().getTime() ? 'EXPIRED' : 'VALID'
}
