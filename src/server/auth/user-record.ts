import type { UserRecord, VisibilityTree } from '@domain/entities/user'
import type { ThemeChoice } from '@domain/constants'
import type { Kysely } from 'kysely'
import { permissions as permissionOrder } from '@domain/permissions'
import type { Database } from '../db/database'
import { localeOrDefault } from '../mail/render'
import type { Services } from '../services'
import { signedFileUrl } from '../storage/files'
import { type Principal, loadPrincipal } from './principal'

/** A stored avatar is a file key (signed on every answer) or an outside http(s) address. */
export function avatarUrl(services: Services, stored: string | null): string | null {
  if (!stored) return null
  return /^https?:\/\//.test(stored) ? stored : signedFileUrl(services, stored)
}

/**
 * Spaces, groups and merchants the principal can see: all of them for the super admin, its
 * space for SPACE, its group for GROUP, its merchant (under its group) for MERCHANT.
 */
export async function visibilityTree(services: Services, principal: Principal): Promise<VisibilityTree> {
  const { db } = services
  let spaces = db.selectFrom('space').select(['id', 'name', 'display_name']).where('status', '!=', 'DELETED')
  let groups = db.selectFrom('merchant_group').select(['id', 'name', 'display_name', 'space_id']).where('status', '!=', 'DELETED')
  let merchants = db.selectFrom('merchant').select(['id', 'name', 'display_name', 'group_id']).where('status', '!=', 'DELETED')
  if (!principal.superAdmin) {
    spaces = spaces.where('id', '=', principal.spaceId)
    groups = groups.where('space_id', '=', principal.spaceId)
    merchants = merchants.where('space_id', '=', principal.spaceId)
    if (principal.scope === 'GROUP') {
      groups = groups.where('id', '=', principal.groupId ?? -1)
      merchants = merchants.where('group_id', '=', principal.groupId ?? -1)
    } else if (principal.scope === 'MERCHANT') {
      const own = db.selectFrom('merchant').select('group_id').where('id', '=', principal.merchantId ?? -1)
      groups = groups.where('id', 'in', own)
      merchants = merchants.where('id', '=', principal.merchantId ?? -1)
    }
  }
  const [spaceRows, groupRows, merchantRows] = await Promise.all([
    spaces.orderBy('name').execute(),
    groups.orderBy('name').execute(),
    merchants.orderBy('name').execute(),
  ])
  return {
    spaces: spaceRows.map((s) => ({
      id: s.id,
      name: s.name,
      displayName: s.display_name,
      groups: groupRows
        .filter((g) => g.space_id === s.id)
        .map((g) => ({
          id: g.id,
          name: g.name,
          displayName: g.display_name,
          merchants: merchantRows
            .filter((m) => m.group_id === g.id)
            .map((m) => ({ id: m.id, name: m.name, displayName: m.display_name })),
        })),
    })),
  }
}

/** Users (`u`) with the space (`s`), group (`g`) and merchant (`m`) they belong to; a space user has no group or merchant. */
export function usersWithPlacement(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('space as s', 's.id', 'u.space_id')
    .leftJoin('merchant_group as g', 'g.id', 'u.group_id')
    .leftJoin('merchant as m', 'm.id', 'u.merchant_id')
}

/**
 * The current user record (login's `user`, renew, self/profile). Null when the user does not
 * exist or may not sign in (locked, disabled).
 */
export async function buildUserRecord(services: Services, userId: number): Promise<UserRecord | null> {
  const principal = await loadPrincipal(services.db, userId, services.now())
  if (!principal) return null
  const user = await usersWithPlacement(services.db)
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.pending_email',
      'u.real_name',
      'u.avatar_url',
      'u.status',
      'u.timezone',
      'u.locale',
      'u.theme',
      'u.totp_enabled',
      'u.password_expires_at',
      'u.created_at',
      'u.aws_quicksight_id',
      's.id as space_id',
      's.name as space_name',
      's.display_name as space_display_name',
      'g.id as group_id',
      'g.name as group_name',
      'g.display_name as group_display_name',
      'm.id as merchant_id',
      'm.name as merchant_name',
      'm.display_name as merchant_display_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow()
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    pendingEmail: user.pending_email,
    realName: user.real_name,
    avatar: avatarUrl(services, user.avatar_url),
    scope: principal.scope,
    status: user.status as UserRecord['status'],
    timezone: user.timezone,
    locale: localeOrDefault(user.locale),
    // The column's check allows only the choices.
    theme: user.theme as ThemeChoice,
    permissions: permissionOrder.filter((p) => principal.permissions.has(p)),
    mRoles: principal.roles.map((name) => ({ name })),
    mSpace: { id: user.space_id, name: user.space_name, displayName: user.space_display_name },
    mGroup: { id: user.group_id, name: user.group_name, displayName: user.group_display_name },
    merchant:
      user.merchant_id === null
        ? null
        : { id: user.merchant_id, name: user.merchant_name ?? '', displayName: user.merchant_display_name ?? '' },
    visibilityTree: await visibilityTree(services, principal),
    enabledTwoFA: user.totp_enabled,
    superAdmin: principal.superAdmin,
    passwordExpiration: new Date(user.password_expires_at).toISOString(),
    created: new Date(user.created_at).toISOString(),
    awsQuickSightId: user.aws_quicksight_id,
  }
}
