import { builtInRoles } from '@domain/permissions'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

/** Gives a user the role of this name in a space (a built-in one: ADMIN, SUPPORT...); the role must exist. */
export async function grantRoleByName(db: Kysely<Database>, userId: number, spaceId: number, roleName: string): Promise<void> {
  const role = await db.selectFrom('role').select('id').where('space_id', '=', spaceId).where('name', '=', roleName).executeTakeFirstOrThrow()
  await db.insertInto('user_role').values({ user_id: userId, role_id: role.id }).execute()
}

/** Gives a new space the built-in roles, each with its permission set. */
export async function addBuiltInRoles(db: Kysely<Database>, spaceId: number, now: Date): Promise<void> {
  await db
    .insertInto('role')
    .values(
      Object.entries(builtInRoles).map(([name, permissions]) => ({
        space_id: spaceId,
        name,
        description: `Built-in ${name.toLowerCase().replace('_', ' ')} role`,
        permissions: JSON.stringify(permissions),
        created_at: now,
      })),
    )
    .execute()
}
