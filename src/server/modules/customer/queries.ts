import type { Customer, customerFinancialSummarySchema, customerListQuerySchema, customerUpdateSchema } from '@domain/entities/customer'
import type { CustomerTrustLevel } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { inMerchants, merchantsOf, merchantsOwn } from '../../auth/scope'
import { auditedWrite, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import type { Customer as CustomerRow } from '../../db/tables/payments'
import { notFound } from '../../errors'
import { containsPattern, keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { moneyTotal, stamps } from '../../mappers'

export type CustomerListQuery = z.output<typeof customerListQuerySchema>
export type CustomerUpdate = z.output<typeof customerUpdateSchema>
export type CustomerFinancialSummary = z.output<typeof customerFinancialSummarySchema>

export const customerSortColumns = { createdAt: 'c.created_at', name: 'c.name' }

const addressKeys = ['line1', 'line2', 'city', 'postalCode', 'state', 'country'] as const
const personalKeys = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'documentId'] as const

const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** Each of `keys` from a stored object: its text, or null when missing or not text. */
function textFields<K extends string>(stored: Record<string, unknown>, keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : null])) as Record<K, string | null>
}

/** The spec's normalised customer: fraud, personalInfo (with its address) and properties always present. */
export function toCustomer(row: CustomerRow & { merchant_name: string }): Customer {
  const fraud = objectOr(row.fraud)
  const personal = objectOr(row.personal_info)
  return {
    id: row.external_id,
    merchantAccount: row.merchant_name,
    name: row.name || null,
    email: row.email,
    phone: row.phone,
    country: row.country,
    ipAddress: row.ip_address,
    trustLevel: row.trust_level as CustomerTrustLevel,
    fraud: {
      blocked: fraud.blocked === true,
      blockReason: typeof fraud.blockReason === 'string' ? fraud.blockReason : null,
      score: typeof fraud.score === 'number' ? fraud.score : null,
      flags: Array.isArray(fraud.flags) ? fraud.flags.filter((f): f is string => typeof f === 'string') : [],
      chargebackCount: typeof fraud.chargebackCount === 'number' ? fraud.chargebackCount : 0,
    },
    personalInfo: { ...textFields(personal, personalKeys), address: textFields(objectOr(personal.address), addressKeys) },
    properties: Object.fromEntries(
      Object.entries(objectOr(row.properties)).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])),
    ),
    ...stamps(row),
  }
}

function customerRows(db: Kysely<Database>) {
  return db.selectFrom('customer as c').innerJoin('merchant as m', 'm.id', 'c.merchant_id').selectAll('c').select('m.name as merchant_name')
}

/** One keyset page of customers in scope, newest first unless sorted by name. */
export async function listCustomers(db: Kysely<Database>, principal: Principal, query: CustomerListQuery): Promise<Page<Customer>> {
  const sort = parseSort(query.sort, customerSortColumns)
  const merchants = await merchantsOf(db, principal, query.merchantName ? [query.merchantName] : undefined)
  if ('ids' in merchants && merchants.ids.length === 0) return { items: [], nextCursor: null }
  let q = customerRows(db).select('c.id as rowId').where(inMerchants(merchants, 'c.merchant_id'))
  if (query.customerId) q = q.where('c.external_id', '=', query.customerId.trim())
  if (query.email) q = q.where(sql<boolean>`lower(c.email) = ${query.email.trim().toLowerCase()}`)
  if (query.name) q = q.where(sql<boolean>`lower(c.name) like ${containsPattern(query.name.trim().toLowerCase())}`)
  if (query.ipAddress) q = q.where('c.ip_address', '=', query.ipAddress.trim())
  if (query.country) q = q.where('c.country', '=', query.country)
  if (query.trustLevel) q = q.where('c.trust_level', '=', query.trustLevel)
  if (query.blocked !== undefined) q = q.where(sql<boolean>`coalesce((c.fraud->>'blocked')::boolean, false) = ${query.blocked}`)
  if (query.q) {
    const text = query.q.trim().toLowerCase()
    q = q.where(
      sql<boolean>`(c.external_id = ${query.q.trim()} or lower(c.email) = ${text} or lower(c.name) like ${containsPattern(text)})`,
    )
  }
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, toCustomer)
}

/** The customer `externalId` of merchant `merchantName`, if the caller may see it. */
export function findCustomer(db: Kysely<Database>, principal: Principal, merchantName: string, externalId: string) {
  return merchantsOwn(customerRows(db), 'c', principal, merchantName, externalId)
}

/**
 * Totals per currency from the customer's own transactions, so they always match the list:
 * approved volume (captured pay-ins), refunds, chargebacks, declines, first and last seen.
 */
export async function financialSummary(db: Kysely<Database>, row: CustomerRow & { merchant_name: string }): Promise<CustomerFinancialSummary> {
  const rows = await sql<{
    currency: string
    transactions: number
    charged_amount: number
    charged_count: number
    refunded_amount: number
    refunded_count: number
    chargeback_amount: number
    chargeback_count: number
    declined_count: number
    first_at: Date
    last_at: Date
  }>`
    select t.currency, count(*)::int as transactions,
      coalesce(sum(t.captured_amount) filter (where t.result = 'APPROVED' and t.direction = 'PAY_IN'), 0)::bigint as charged_amount,
      (count(*) filter (where t.result = 'APPROVED' and t.direction = 'PAY_IN' and t.captured_amount > 0))::int as charged_count,
      coalesce(sum(t.refunded_amount), 0)::bigint as refunded_amount,
      (count(*) filter (where t.refunded_amount > 0))::int as refunded_count,
      coalesce(sum(t.captured_amount - t.refunded_amount) filter (where t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING')), 0)::bigint as chargeback_amount,
      (count(*) filter (where t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING', 'CHARGEBACK_REVERSED')))::int as chargeback_count,
      (count(*) filter (where t.result = 'DECLINED'))::int as declined_count,
      min(t.created_at) as first_at, max(t.created_at) as last_at
    from "transaction" t
    where t.customer_external_id = ${row.external_id} and t.merchant_id = ${row.merchant_id}
    group by t.currency
    order by count(*) desc, t.currency`.execute(db)
  const times = rows.rows.flatMap((r) => [new Date(r.first_at).getTime(), new Date(r.last_at).getTime()])
  return {
    customerId: row.external_id,
    merchantAccount: row.merchant_name,
    firstTransactionAt: times.length ? new Date(Math.min(...times)).toISOString() : null,
    lastTransactionAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
    byCurrency: rows.rows.map((r) => ({
      currency: r.currency,
      transactionCount: r.transactions,
      chargedAmount: moneyTotal(r.charged_amount),
      chargedCount: r.charged_count,
      refundedAmount: moneyTotal(r.refunded_amount),
      refundedCount: r.refunded_count,
      chargebackAmount: moneyTotal(r.chargeback_amount),
      chargebackCount: r.chargeback_count,
      declinedCount: r.declined_count,
      lastTransactionAt: new Date(r.last_at).toISOString(),
    })),
  }
}

/**
 * Edits trust level, fraud flags, personal info and properties (properties are replaced as a
 * whole, so a key can be removed), audited as UPDATE with before and after, in one transaction.
 */
export async function updateCustomer(services: Services, writer: Writer, target: { merchantName: string; customerId: string }, input: CustomerUpdate): Promise<Customer> {
  const { principal } = writer
  return auditedWrite(services, writer, async (trx, now) => {
    const row = await findCustomer(trx, principal, target.merchantName, target.customerId)
    if (!row) throw notFound('Customer')
    await trx.selectFrom('customer').select('id').where('id', '=', row.id).forUpdate().execute()
    const before = toCustomer(row)
    const fraud = { ...before.fraud, ...input.fraud }
    if (input.fraud && !fraud.blocked) fraud.blockReason = input.fraud.blockReason ?? null
    const { address, ...personal } = input.personalInfo ?? {}
    const personalInfo = { ...before.personalInfo, ...personal, address: { ...before.personalInfo.address, ...address } }
    const name =
      personal.firstName !== undefined || personal.lastName !== undefined
        ? [personalInfo.firstName, personalInfo.lastName].filter(Boolean).join(' ')
        : row.name
    await trx
      .updateTable('customer')
      .set({
        trust_level: input.trustLevel ?? row.trust_level,
        fraud: JSON.stringify(fraud),
        personal_info: JSON.stringify(personalInfo),
        properties: JSON.stringify(input.properties ?? before.properties),
        name,
        email: personal.email !== undefined ? personal.email : row.email,
        phone: personal.phone !== undefined ? personal.phone : row.phone,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute()
    const updated = await findCustomer(trx, principal, target.merchantName, target.customerId)
    const after = toCustomer(updated!)
    return { answer: after, event: { type: 'UPDATE', targetType: 'customer', targetId: `${row.merchant_name}/${row.external_id}`, detail: { before, after } } }
  })
}
