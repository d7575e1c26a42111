import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/database'
import type { Principal } from './principal'

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
