import { builtInRoles, isPermission, type Permission } from '@domain/permissions'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { ApiError, forbidden } from '../../errors'

/**
 * No escalation: a caller grants, takes away or edits only permissions it holds itself. Refuses
 * (403, naming the field) when any of `permissions` is not the caller's.
 */
export function mustHoldAll(principal: Principal, permissions: readonly string[], field: string): void {
  const missing = permissions.filter((p) => !isPermission(p) || !principal.permissions.has(p as Permission))
  if (missing.length === 0) return
  const message = `You cannot grant permissions you do not hold: ${missing.join(', ')}`
  throw new ApiError(403, 'FORBIDDEN', message, [{ field, message }])
}

/**
 * Roles and space settings are the whole space's: only its space-wide users (and the super
 * admin) change them, not a group's or a merchant's.
 */
export function mustBeSpaceWide(principal: Principal): void {
  if (!principal.superAdmin && principal.scope !== 'SPACE') throw forbidden('Only space-wide users change what the whole space shares')
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
