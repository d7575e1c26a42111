import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import type { AuditAction } from '../../crud'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { sentFilter } from '../../where-sent'

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

/**
 * The parts of a record spec (see registerRecordCalls) for a merchant's records named by id
 * under `merchant/{name}/...`, rows aliased `c`: the merchant of the path in scope, else 404.
 */
export function merchantRecord(db: Kysely<Database>) {
  return {
    parent: ({ params, principal }: { params: { name: string }; principal: Principal }) => merchantOfPath(db, principal, params.name),
    key: (params: { id: number }) => params.id,
    idColumn: 'c.id',
  }
}

/**
 * The audit of a merchant's record: its id as the target and the merchant in the detail, with
 * the action when the type (GW_CONFIG, INST_CONFIG) does not say it.
 */
export function merchantAudit(targetType: string, type?: 'GW_CONFIG' | 'INST_CONFIG') {
  return {
    type,
    targetType,
    targetId: (record: { id: number }) => record.id,
    context: (_: unknown, merchant: ScopedMerchant, action: AuditAction) => (type ? { merchant: merchant.name, action } : { merchant: merchant.name }),
  }
}

/** The filters of a merchant's config lists (rows aliased `c`): `status`, and `q` on the name or one more column. */
export function configFilter(textColumn: string) {
  return sentFilter({ status: 'c.status' }, ['c.name', textColumn])
}
