import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'

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

/** `q` as a contains-match on a name column, with LIKE wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
