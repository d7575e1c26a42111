import { type MappedPspCode, pspResultCodeSchema, type ResultCodeUse, resultCodeSchema } from '@domain/entities/resultcode'
import type { Result, ResultCodeCategory, TransactionStatus, TransactionType } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { recordFields } from '../../record-fields'

/** How many of the newest transactions carrying a console code its detail shows. */
export const RECENT_USES = 5

/** A console code's fields: how many gateway codes map to it; the record is keyed by its code. */
export const resultCodeFields = recordFields(
  resultCodeSchema,
  'result_code as rc',
  {},
  (f) => ({
    pspCodeCount: f.select(() => sql<number>`(select count(*) from psp_result_code p where p.result_code = rc.code)`),
    ...f.stamps,
  }),
  'code',
)

/** A gateway code's fields: the result, category and message of the console code it maps to (`rc`). */
export const pspResultCodeFields = recordFields(pspResultCodeSchema, 'psp_result_code as p', { rc: 'result_code' }, (f) => ({
  resultMessage: f.select((eb) => eb.ref('rc.message')),
  result: f.select((eb) => eb.ref('rc.result').$castTo<Result>()),
  category: f.select((eb) => eb.ref('rc.category').$castTo<ResultCodeCategory>()),
  ...f.stamps,
}))

/** The gateway codes with the console code each maps to. */
export const pspResultCodeRows = (db: Kysely<Database>) => pspResultCodeFields.query(db).innerJoin('result_code as rc', 'rc.code', 'p.result_code')

/** The gateway codes that map to a console code, by gateway and code. */
export async function mappedPspCodes(db: Kysely<Database>, code: string): Promise<MappedPspCode[]> {
  const rows = await db
    .selectFrom('psp_result_code')
    .select(['id', 'gateway', 'code', 'message'])
    .where('result_code', '=', code)
    .orderBy('gateway')
    .orderBy('code')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/**
 * The newest transactions of the caller's merchants that ended with a console code, or null when
 * the caller may not read transactions: the catalogue is everyone's, the payments are not.
 */
export async function recentUses(db: Kysely<Database>, principal: Principal, code: string): Promise<ResultCodeUse[] | null> {
  if (!principal.permissions.has('transaction.read')) return null
  const rows = await db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.external_id', 'm.name as merchant_name', 't.type', 't.status', 't.amount', 't.currency', 't.created_at'])
    .where('t.result_code', '=', code)
    .where(merchantInScope(principal, 't.merchant_id'))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(RECENT_USES)
    .execute()
  return rows.map((row) => ({
    id: row.external_id,
    merchantAccount: row.merchant_name,
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    amount: Number(row.amount),
    currency: row.currency,
    created: new Date(row.created_at).toISOString(),
  }))
}
