import type { KindName } from '@domain/kinds'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantOfPath, type ScopedMerchant } from '../../auth/scope'
import type { AuditAction } from '../../crud'
import type { Database } from '../../db/database'
import { sentFilter } from '../../where-sent'

/** The parent of a merchant's records under `merchant/{name}/...`: the merchant of the path in scope, else 404. */
export const pathMerchant =
  (db: Kysely<Database>) =>
  ({ params, principal }: { params: { name: string }; principal: Principal }) =>
    merchantOfPath(db, principal, params.name)

/**
 * The parts of the spec of a merchant's record of a kind (a config, a trust level): the merchant of
 * the path as its parent, its noun, and its audit: its id as the target and the merchant in the
 * detail, with the action when the type (GW_CONFIG, INST_CONFIG) does not say it.
 */
export function merchantRecord(db: Kysely<Database>, kind: KindName, noun: string, type?: 'GW_CONFIG' | 'INST_CONFIG') {
  return {
    kind,
    noun,
    parent: pathMerchant(db),
    audit: {
      type,
      targetId: (record: { id: number }) => record.id,
      context: (_: unknown, merchant: ScopedMerchant, action: AuditAction) => (type ? { merchant: merchant.name, action } : { merchant: merchant.name }),
    },
  }
}

/** The filters of a merchant's config lists (rows aliased `c`): `status`, and `q` on the name or one more column. */
export function configFilter(textColumn: string) {
  return sentFilter({ status: 'c.status' }, ['c.name', textColumn])
}
