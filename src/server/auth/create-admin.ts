import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { builtInRoles } from '@domain/permissions'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { recordEvent } from '../audit'
import type { Database } from '../db/database'
import { hashPassword, passwordProblem } from './passwords'
import { grantRoleByName } from './roles'

export interface NewSuperAdmin {
  username: string
  email: string
  password: string
  realName?: string
}

/** Why the input cannot make an administrator, or null when it can. */
export function superAdminProblem(input: NewSuperAdmin): string | null {
  if (!/^[A-Za-z0-9._@-]{2,100}$/.test(input.username)) return 'The username needs 2 to 100 letters, digits or . _ @ -'
  if (!z.email().safeParse(input.email).success) return 'Please enter a valid email'
  return passwordProblem(input.password)
}

/**
 * The top operator space and its built-in roles, created when missing, so the first
 * administrator can be made on an empty production database.
 */
async function ensureOperatorSpace(db: Kysely<Database>): Promise<number> {
  let space = await db.selectFrom('space').select('id').where('name', '=', TOP_OPERATOR_SPACE).executeTakeFirst()
  space ??= await db
    .insertInto('space')
    .values({ name: TOP_OPERATOR_SPACE, display_name: 'Platform Operations', partner_key: null, is_operator: true })
    .returning('id')
    .executeTakeFirstOrThrow()
  const existing = new Set(
    (await db.selectFrom('role').select('name').where('space_id', '=', space.id).execute()).map((r) => r.name),
  )
  for (const [name, permissions] of Object.entries(builtInRoles)) {
    if (existing.has(name)) continue
    await db
      .insertInto('role')
      .values({
        space_id: space.id,
        name,
        description: `Built-in ${name.toLowerCase().replace('_', ' ')} role`,
        permissions: JSON.stringify(permissions),
      })
      .execute()
  }
  return space.id
}

/**
 * Creates a super admin (SPACE scope in the top operator space, ADMIN role). Its password
 * expires at creation, so the first sign-in is detected and forces a new password.
 */
export async function createSuperAdmin(db: Kysely<Database>, input: NewSuperAdmin, now: Date): Promise<{ id: number }> {
  const problem = superAdminProblem(input)
  if (problem) throw new Error(problem)
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('app_user')
      .select('username')
      .where((eb) => eb.or([eb('username', '=', input.username), eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase())]))
      .executeTakeFirst()
    if (taken) throw new Error(`A user with this username or email already exists (${taken.username})`)
    const spaceId = await ensureOperatorSpace(trx)
    const hashed = await hashPassword(input.password)
    const user = await trx
      .insertInto('app_user')
      .values({
        username: input.username,
        email: input.email,
        real_name: input.realName ?? input.username,
        password_hash: hashed,
        password_history: JSON.stringify([hashed]),
        password_changed_at: now,
        password_expires_at: now,
        scope: 'SPACE',
        space_id: spaceId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await grantRoleByName(trx, user.id, spaceId, 'ADMIN')
    await recordEvent(trx, {
      user: { id: user.id, username: input.username, spaceId },
      type: 'CREATE',
      targetType: 'user',
      targetId: user.id,
      detail: { after: { username: input.username, email: input.email, scope: 'SPACE', roles: ['ADMIN'] }, via: 'create-admin' },
      at: now,
    })
    return user
  })
}
