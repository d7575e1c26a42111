import type { MappedPspCode, PspResultCode, ResultCode, ResultCodeUse } from '@domain/entities/resultcode'
import type { Result, ResultCodeCategory, TransactionStatus, TransactionType } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { stamps } from '../../mappers'
import type { RowOf } from '../../lists'

/** How many of the newest transactions carrying a console code its detail shows. */
export const RECENT_USES = 5

/** The console codes with how many gateway codes map to each, the code as `rowId`. */
export function resultCodeRows(db: Kysely<Database>) {
  return db
    .selectFrom('result_code as rc')
    .select(['rc.code as rowId', 'rc.code', 'rc.result', 'rc.category', 'rc.message', 'rc.description', 'rc.retryable', 'rc.created_at', 'rc.updated_at'])
    .select(sql<number>`(select count(*) from psp_result_code p where p.result_code = rc.code)`.as('psp_code_count'))
}

export type ResultCodeRow = RowOf<typeof resultCodeRows>

export function toResultCode(row: ResultCodeRow): ResultCode {
  return {
    code: row.code,
    result: row.result as Result,
    category: row.category as ResultCodeCategory,
    message: row.message,
    description: row.description,
    retryable: row.retryable,
    pspCodeCount: Number(row.psp_code_count),
    ...stamps(row),
  }
}

/** The gateway codes with the console code each maps to, the id as `rowId`. */
export function pspResultCodeRows(db: Kysely<Database>) {
  return db
    .selectFrom('psp_result_code as p')
    .innerJoin('result_code as rc', 'rc.code', 'p.result_code')
    .select(['p.id as rowId', 'p.gateway', 'p.code', 'p.message', 'p.result_code', 'p.created_at', 'p.updated_at'])
    .select(['rc.result', 'rc.category', 'rc.message as result_message'])
}

export type PspResultCodeRow = RowOf<typeof pspResultCodeRows>

export function toPspResultCode(row: PspResultCodeRow): PspResultCode {
  return {
    id: Number(row.rowId),
    gateway: row.gateway,
    code: row.code,
    message: row.message,
    resultCode: row.result_code,
    resultMessage: row.result_message,
    result: row.result as Result,
    category: row.category as ResultCodeCategory,
    ...stamps(row),
  }
}

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
