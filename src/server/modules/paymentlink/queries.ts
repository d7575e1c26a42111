import type { PaymentLink, PaymentLinkStatus, paymentLinkListQuerySchema } from '@domain/entities/paymentlink'
import type { Locale } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { partnerSettingsOf } from '../../partner'
import { whereStatusAt } from '../../where-sent'
import { stamps } from '../../mappers'

export type PaymentLinkListQuery = z.output<typeof paymentLinkListQuerySchema>

function selectLinks(db: Kysely<Database>) {
  return db
    .selectFrom('payment_link as pl')
    .innerJoin('merchant as m', 'm.id', 'pl.merchant_id')
    .selectAll('pl')
    .select(['m.name as merchant_name', 'm.space_id', 'm.environment as merchant_environment'])
}

export type PaymentLinkRow = RowOf<typeof selectLinks>

/** An ACTIVE link past its expiry date is EXPIRED, whether or not a job has marked it yet. */
export function linkStatus(row: Pick<PaymentLinkRow, 'status' | 'expires_at'>, now: Date): PaymentLinkStatus {
  if (row.status === 'ACTIVE' && row.expires_at && new Date(row.expires_at) <= now) return 'EXPIRED'
  return row.status as PaymentLinkStatus
}

/** The paywall address of a merchant: its partner's production or development paywall URL. */
export async function paywallUrlOf(db: Kysely<Database>, spaceId: number, environment: string): Promise<string | null> {
  const partner = await db
    .selectFrom('space as s')
    .innerJoin('partner as p', 'p.key', 's.partner_key')
    .selectAll('p')
    .where('s.id', '=', spaceId)
    .executeTakeFirst()
  if (!partner) return null
  const urls = partnerSettingsOf(partner).paywallUrls
  return (environment === 'Production' ? urls.production : urls.development) ?? null
}

export function toPaymentLink(row: PaymentLinkRow, now: Date, paywallUrl: string | null): PaymentLink {
  return {
    id: Number(row.id),
    merchantAccount: row.merchant_name,
    reference: row.reference,
    description: row.description,
    amount: Number(row.amount),
    currency: row.currency,
    locale: row.locale as Locale,
    status: linkStatus(row, now),
    url: `${(paywallUrl ?? '').replace(/\/$/, '')}/link/${encodeURIComponent(row.reference)}`,
    customer: { name: row.customer_name, email: row.customer_email },
    transactionId: row.transaction_external_id,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    createdBy: row.created_by,
    ...stamps(row),
  }
}

/** Maps rows with each space's paywall URL looked up once. */
export async function toPaymentLinks(db: Kysely<Database>, rows: PaymentLinkRow[], now: Date): Promise<PaymentLink[]> {
  const urls = new Map<string, string | null>()
  const out: PaymentLink[] = []
  for (const row of rows) {
    const key = `${row.space_id}:${row.merchant_environment}`
    if (!urls.has(key)) urls.set(key, await paywallUrlOf(db, Number(row.space_id), row.merchant_environment))
    out.push(toPaymentLink(row, now, urls.get(key) ?? null))
  }
  return out
}

const sorts = { createdAt: 'pl.created_at', expiresAt: 'pl.expires_at', amount: 'pl.amount' }

export async function paymentLinkPage(db: Kysely<Database>, principal: Principal, query: PaymentLinkListQuery, now: Date): Promise<Page<PaymentLink>> {
  const sort = parseSort(query.sort, sorts)
  let q = selectLinks(db).where(merchantInScope(principal, 'pl.merchant_id'))
  if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
  if (query.reference) q = q.where('pl.reference', '=', query.reference)
  if (query.email) q = q.where(sql<boolean>`lower(pl.customer_email) = ${query.email.toLowerCase()}`)
  if (query.from) q = q.where('pl.created_at', '>=', new Date(query.from))
  if (query.to) q = q.where('pl.created_at', '<', new Date(query.to))
  q = whereStatusAt(q, 'pl', query.status, now)
  const page = await keysetPage(q.select('pl.id as rowId'), { limit: query.limit, cursor: query.cursor, sort, idColumn: 'pl.id' }, ({ rowId: _r, ...row }) => row)
  return { items: await toPaymentLinks(db, page.items, now), nextCursor: page.nextCursor }
}

export async function findPaymentLink(db: Kysely<Database>, principal: Principal, id: number): Promise<PaymentLinkRow> {
  const row = await selectLinks(db).where('pl.id', '=', id).where(merchantInScope(principal, 'pl.merchant_id')).executeTakeFirst()
  if (!row) throw notFound('Payment link')
  return row
}
