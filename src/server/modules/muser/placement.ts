import type { Scope } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustHoldAll } from '../../auth/scope'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'

/** Where a user sits: its space, and its group or merchant for those scopes. */
export interface Placement {
  scope: Scope
  spaceId: number
  groupId: number | null
  merchantId: number | null
}

const narrower: Record<Scope, Scope[]> = { SPACE: ['SPACE', 'GROUP', 'MERCHANT'], GROUP: ['GROUP', 'MERCHANT'], MERCHANT: ['MERCHANT'] }

/**
 * Checks that the caller may put a user here: inside its own space, at its own scope or a
 * narrower one, and within its own group or merchant. Refuses with a field error otherwise.
 */
export async function placeUser(
  db: Kysely<Database>,
  principal: Principal,
  wanted: { scope: Scope; spaceId: number; group?: string | null; merchant?: string | null },
): Promise<Placement> {
  if (!principal.superAdmin && wanted.spaceId !== principal.spaceId) throw fieldError('space', 'No such space', 'no_such')
  if (!principal.superAdmin && !narrower[principal.scope].includes(wanted.scope)) {
    throw fieldError('scope', 'A user can be given your own scope or a narrower one only')
  }
  if (wanted.scope === 'SPACE') return { scope: 'SPACE', spaceId: wanted.spaceId, groupId: null, merchantId: null }
  if (wanted.scope === 'GROUP') {
    const group = await db.selectFrom('merchant_group').select('id').where('name', '=', wanted.group ?? '').where('space_id', '=', wanted.spaceId).executeTakeFirst()
    const ownGroup = principal.superAdmin || principal.scope === 'SPACE' || Number(group?.id) === principal.groupId
    if (!group || !ownGroup) throw fieldError('group', 'No such merchant group in this space', 'no_such')
    return { scope: 'GROUP', spaceId: wanted.spaceId, groupId: Number(group.id), merchantId: null }
  }
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'group_id'])
    .where('name', '=', wanted.merchant ?? '')
    .where('space_id', '=', wanted.spaceId)
    .executeTakeFirst()
  const visible =
    merchant &&
    (principal.superAdmin ||
      principal.scope === 'SPACE' ||
      (principal.scope === 'GROUP' && Number(merchant.group_id) === principal.groupId) ||
      (principal.scope === 'MERCHANT' && Number(merchant.id) === principal.merchantId))
  if (!visible) throw fieldError('merchant', 'No such merchant in this space', 'no_such')
  return { scope: 'MERCHANT', spaceId: wanted.spaceId, groupId: null, merchantId: Number(merchant.id) }
}

/** The roles of these names in the space, each one the caller may grant (it holds all their permissions). */
export async function grantableRoles(db: Kysely<Database>, principal: Principal, spaceId: number, names: readonly string[], field: string) {
  if (names.length === 0) return []
  const roles = await db.selectFrom('role').select(['id', 'name', 'permissions']).where('space_id', '=', spaceId).where('name', 'in', [...names]).execute()
  const unknown = names.filter((name) => !roles.some((r) => r.name === name))
  if (unknown.length > 0) throw fieldError(field, `No such role in this space: ${unknown.join(', ')}`, 'no_such')
  for (const role of roles) mustHoldAll(principal, role.permissions, field)
  return roles.map((r) => ({ id: Number(r.id), name: r.name }))
}
