import { IDLE_TIMEOUT_MINUTES, TOP_OPERATOR_SPACE } from '@domain/constants'
import type { Scope } from '@domain/enums'
import { isPermission, isPlatformPermission, type Permission, permissions as allPermissions } from '@domain/permissions'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'

/** The signed-in user as every call sees it: who, what they may do, and what they may see. */
export interface Principal {
  userId: number
  username: string
  scope: Scope
  spaceId: number
  spaceName: string
  groupId: number | null
  merchantId: number | null
  permissions: ReadonlySet<Permission>
  roles: string[]
  superAdmin: boolean
  passwordExpired: boolean
  /** The space requires 2FA and the user has not enrolled: only their own calls work until they do. */
  twoFaSetupRequired: boolean
  /** Minutes without a call after which the user's sign-ins end: the space's setting, else IDLE_TIMEOUT_MINUTES. */
  idleTimeoutMinutes: number
  /** The sign-in (refresh token family) of the call, when the principal is a call's. */
  sessionId?: string
}

/** `now` decides whether the password has expired; pass the services clock. */
export async function loadPrincipal(db: Kysely<Database>, userId: number, now: Date = new Date()): Promise<Principal | null> {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('space as s', 's.id', 'u.space_id')
    .leftJoin('space_config as sc', 'sc.space_id', 'u.space_id')
    .select([
      'u.id',
      'u.username',
      'u.scope',
      'u.space_id',
      'u.group_id',
      'u.merchant_id',
      'u.status',
      'u.password_expires_at',
      's.name as space_name',
      'u.totp_enabled',
      sql<boolean>`coalesce((sc.settings->>'twoFaRequired')::boolean, false)`.as('two_fa_required'),
      sql<number | null>`(sc.settings->>'idleTimeoutMinutes')::int`.as('idle_timeout_minutes'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  if (user?.status !== 'ACTIVE') return null
  const { permissions, roles, superAdmin } = await grantsOf(db, { id: user.id, scope: user.scope as Scope, spaceName: user.space_name })
  return {
    userId: user.id,
    username: user.username,
    scope: user.scope as Scope,
    spaceId: user.space_id,
    spaceName: user.space_name,
    groupId: user.group_id,
    merchantId: user.merchant_id,
    permissions,
    roles,
    superAdmin,
    passwordExpired: new Date(user.password_expires_at).getTime() <= now.getTime(),
    twoFaSetupRequired: user.two_fa_required && !user.totp_enabled,
    idleTimeoutMinutes: user.idle_timeout_minutes ?? IDLE_TIMEOUT_MINUTES,
  }
}

/**
 * What a user may do, whatever its status: the super admin every permission, anyone else its
 * roles' permissions (the platform's own ones only for users of the top operator space).
 */
export async function grantsOf(
  db: Kysely<Database>,
  user: { id: number; scope: Scope; spaceName: string },
): Promise<{ permissions: ReadonlySet<Permission>; roles: string[]; superAdmin: boolean }> {
  const roles = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select(['r.name', 'r.permissions'])
    .where('ur.user_id', '=', user.id)
    .execute()
  const superAdmin = user.scope === 'SPACE' && user.spaceName === TOP_OPERATOR_SPACE
  const platformUser = user.spaceName === TOP_OPERATOR_SPACE
  const permissions = new Set<Permission>(
    superAdmin
      ? allPermissions
      : roles
          .flatMap((r) => r.permissions)
          .filter(isPermission)
          .filter((p) => platformUser || !isPlatformPermission(p)),
  )
  return { permissions, roles: roles.map((r) => r.name), superAdmin }
}
