import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

/** Gives a user the role of this name in a space (a built-in one: ADMIN, SUPPORT...); the role must exist. */
export async function grantRoleByName(db: Kysely<Database>, userId: number, spaceId: number, roleName: string): Promise<void> {
  const role = await db.selectFrom('role').select('id').where('space_id', '=', spaceId).where('name', '=', roleName).executeTakeFirstOrThrow()
  await db.insertInto('user_role').values({ user_id: userId, role_id: role.id }).execute()
}
