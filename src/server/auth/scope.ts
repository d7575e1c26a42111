import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'
import type { Scope } from '@domain/enums'
import { isPermission, type Permission } from '@domain/permissions'
import type { Database } from '../db/database'
import { ApiError, forbidden, notFound } from '../errors'
import { grantsOf, type Principal } from './principal'

/**
 * Scope rules: the super admin sees everything; SPACE sees its space, GROUP its group's
 * merchants, MERCHANT its own merchant. Records outside answer 404, never 403.
 */
export function merchantIdsInScope(db: Kysely<Database>, principal: Principal) {
  let q = db.selectFrom('merchant').select('merchant.id')
  if (principal.superAdmin) return q
  if (principal.scope === 'MERCHANT') return q.where('merchant.id', '=', principal.merchantId ?? -1)
  if (principal.scope === 'GROUP') return q.where('merchant.group_id', '=', principal.groupId ?? -1)
  q = q.where('merchant.space_id', '=', principal.spaceId)
  return q
}

/**
 * A where-clause for any row that carries a merchant id in `column` (`t.merchant_id`): the rows
 * of the merchants the principal sees. Plain SQL, so it fits any query whatever its aliases.
 */
export function merchantInScope(principal: Principal, column: string): RawBuilder<boolean> {
  if (principal.superAdmin) return sql<boolean>`true`
  const ref = sql.ref(column)
  if (principal.scope === 'MERCHANT') return sql<boolean>`${ref} = ${principal.merchantId ?? -1}`
  if (principal.scope === 'GROUP') return sql<boolean>`${ref} in (select id from merchant where group_id = ${principal.groupId ?? -1})`
  return sql<boolean>`${ref} in (select id from merchant where space_id = ${principal.spaceId})`
}

/**
 * The row of `rows` (aliased `alias`, with its merchant joined as `m`) that its merchant knows by
 * `externalId`, of merchant `merchantName`, when the caller sees that merchant.
 */
export function merchantsOwn<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, alias: string, principal: Principal, merchantName: string, externalId: string) {
  const own = sql<boolean>`m.name = ${merchantName} and ${sql.ref(`${alias}.external_id`)} = ${externalId} and ${merchantInScope(principal, `${alias}.merchant_id`)}`
  return rows.where(own).executeTakeFirst()
}

/** A where-clause for rows that belong to a space in `column` (roles, templates, policies, ...). */
export function spaceInScope(principal: Principal, column: string): RawBuilder<boolean> {
  return principal.superAdmin ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ${principal.spaceId}`
}

export function canSeeSpace(principal: Principal, spaceId: number): boolean {
  return principal.superAdmin || principal.spaceId === spaceId
}

/**
 * A where-clause for app_user rows the principal may manage: its space (SPACE), users of its
 * group or the group's merchants (GROUP), users of its merchant (MERCHANT).
 */
export function userInScope(principal: Principal, table = 'app_user'): RawBuilder<boolean> {
  if (principal.superAdmin) return sql<boolean>`true`
  const col = (name: string) => sql.ref(`${table}.${name}`)
  if (principal.scope === 'MERCHANT') return sql<boolean>`${col('merchant_id')} = ${principal.merchantId ?? -1}`
  if (principal.scope === 'GROUP') {
    const group = principal.groupId ?? -1
    return sql<boolean>`(${col('group_id')} = ${group} or ${col('merchant_id')} in (select id from merchant where group_id = ${group}))`
  }
  return sql<boolean>`${col('space_id')} = ${principal.spaceId}`
}

/**
 * No takeover upward: the sign-in of a user (its password, email, 2FA, a reset link) is changed
 * only by a caller holding every permission the user holds, the rule role grants follow. The
 * user is one userInScope already found, so its scope lies inside the caller's. Refuses 403.
 */
export async function mustOutrank(db: Kysely<Database>, principal: Principal, user: { id: number; scope: Scope; spaceName: string }): Promise<void> {
  if (principal.superAdmin) return
  const { permissions } = await grantsOf(db, user)
  const beyond = [...permissions].filter((permission) => !principal.permissions.has(permission))
  if (beyond.length > 0) throw forbidden('This user may do more than you: only someone who holds all of its permissions may change how it signs in')
}

export interface ScopedMerchant {
  id: number
  name: string
  spaceId: number
}

/** The merchant of a path, when the caller may see it; otherwise 404, as if it did not exist. */
export async function merchantOfPath(db: Kysely<Database>, principal: Principal, name: string): Promise<ScopedMerchant> {
  const row = await db
    .selectFrom('merchant')
    .select(['id', 'name', 'space_id'])
    .where('name', '=', name)
    .where('id', 'in', merchantIdsInScope(db, principal))
    .executeTakeFirst()
  if (!row) throw notFound('Merchant')
  return { id: row.id, name: row.name, spaceId: row.space_id }
}

/** The space a path or a new role names, when the caller sees it; 404 (or a field error for a body) otherwise. */
export async function visibleSpace(db: Kysely<Database>, principal: Principal, name: string) {
  const space = await db.selectFrom('space').select(['id', 'name']).where('name', '=', name).executeTakeFirst()
  if (!space || !canSeeSpace(principal, Number(space.id))) return null
  return { id: Number(space.id), name: space.name }
}

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

/**
 * The merchants a list covers: `all` for the super admin without a merchant filter, otherwise
 * the ids of the named merchants (or of every merchant) within the caller's scope; a named
 * merchant the caller cannot see is a 404. Resolved once, so the list query filters on a
 * short id list the planner can use with any index.
 */
export type MerchantSet = { all: true } | { ids: number[] }

export async function merchantsOf(db: Kysely<Database>, principal: Principal, names?: string[]): Promise<MerchantSet> {
  if (principal.superAdmin && !names?.length) return { all: true }
  let q = merchantIdsInScope(db, principal)
  if (names?.length) q = q.where('merchant.name', 'in', names)
  const rows = await q.execute()
  // A named merchant outside the scope is answered as one that does not exist.
  if (names?.length && rows.length < new Set(names).size) throw notFound('Merchant')
  return { ids: rows.map((r) => Number(r.id)) }
}

/** A where-clause keeping the rows of a merchant set; `column` holds the merchant id. */
export function inMerchants(set: MerchantSet, column: string) {
  return 'all' in set ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${sql.val(set.ids)}::bigint[])`
}

/**
 * Which fraud blocks a caller sees: its space's (SPACE); for GROUP and MERCHANT scope, the
 * blocks of its merchants and the space-wide blocks that cover them. Others answer 404.
 */
export function fraudBlockVisible(principal: Principal, alias = 'fb') {
  const col = (name: string) => sql.ref(`${alias}.${name}`)
  if (principal.superAdmin) return sql<boolean>`true`
  const space = sql<boolean>`${col('space_id')} = ${principal.spaceId}`
  if (principal.scope === 'MERCHANT') {
    return sql<boolean>`${space} and (${col('merchant_id')} is null or ${col('merchant_id')} = ${principal.merchantId ?? -1})`
  }
  if (principal.scope === 'GROUP') {
    return sql<boolean>`${space} and (${col('merchant_id')} is null or ${col('merchant_id')} in (select id from merchant where group_id = ${principal.groupId ?? -1}))`
  }
  return space
}
