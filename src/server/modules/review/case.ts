import { REVIEW_LEASE_MINUTES } from '@domain/constants'
import type { ReviewCase, ReviewLink } from '@domain/entities/review'
import type { BlocklistField, ReviewSource, TransactionStatus } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { Principal } from '../../auth/principal'
import { fraudBlockVisible, merchantInScope } from '../../auth/scope'
import { transactionMatch } from '../../blocklist-match'
import type { Database } from '../../db/database'
import type { TransactionTable } from '../../db/tables/payments'
import { notFound } from '../../errors'
import { isoTime } from '../../mappers'
import { inForceAt } from '../../where-sent'
import { type CaseRow, caseRows, paymentInScope, toSummary } from './queries'

/** The card's payments the case pane lists, newest first. */
const PAYMENTS_SHOWN = 100
/** The values of each field the links look at: the ones the card's payments use most. */
const VALUES_PER_FIELD = 5

/** The fields a card's payments may share with others', and the payment value each one reads. */
const linkFields = {
  EMAIL: (p: Payment) => p.email,
  IP_ADDRESS: (p: Payment) => p.ip_address,
  ACCOUNT_NAME: (p: Payment) => p.account_holder,
  CUSTOMER_ID: (p: Payment) => p.customer_external_id,
} satisfies Partial<Record<BlocklistField, (p: Payment) => string | null>>
type LinkField = keyof typeof linkFields

/** Fields whose values match whatever their case (transactionMatch compares them in lower case). */
const caseless = new Set<BlocklistField>(['EMAIL', 'ACCOUNT_NAME'])

export const leaseEnd = (now: Date) => new Date(now.getTime() + REVIEW_LEASE_MINUTES * 60_000)

/**
 * Reading a case the caller holds keeps it theirs for another lease. Not audited: the lease's
 * end is when the case would return to the queue, not a change of the case.
 */
export async function renewLease(db: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<void> {
  await db
    .updateTable('review_case')
    .set({ lease_expires_at: leaseEnd(now) })
    .where('id', '=', id)
    .where('state', '=', 'CLAIMED')
    .where('held_by', '=', principal.username)
    .where('lease_expires_at', '>', now)
    .execute()
}

/**
 * The case pane: the case, its reasons and notes, the card's payments in the space, what they
 * share with other payments, and the blocks in force. One read for the case and what it holds,
 * one for what its payments share.
 */
export async function loadCase(db: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<ReviewCase> {
  const row = await caseRows(db, principal)
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('review_reason as r')
          .leftJoin('transaction as t', 't.id', 'r.transaction_id')
          .leftJoin('merchant as m', 'm.id', 'r.merchant_id')
          .select(['r.id', 'r.source', 'r.source_ref', 'r.added_by', 'r.detail', 'r.created_at', 'm.name as merchant_name', 't.external_id'])
          .whereRef('r.case_id', '=', 'c.id')
          .where(paymentInScope(principal, 'r.merchant_id'))
          .orderBy('r.id'),
      ).as('reasons'),
      jsonArrayFrom(eb.selectFrom('review_note as n').select(['n.id', 'n.text', 'n.author', 'n.created_at']).whereRef('n.case_id', '=', 'c.id').orderBy('n.id')).as('notes'),
      jsonArrayFrom(
        eb
          .selectFrom('transaction as t')
          .innerJoin('merchant as m', 'm.id', 't.merchant_id')
          .select([
            't.external_id',
            'm.name as merchant_name',
            't.status',
            't.amount',
            't.currency',
            't.country',
            't.card_country',
            't.three_ds_version',
            't.email',
            't.ip_address',
            't.account_holder',
            't.customer_external_id',
            't.created_at',
          ])
          .whereRef('t.card_hash', '=', 'c.card_hash')
          .whereRef('m.space_id', '=', 'c.space_id')
          .where(merchantInScope(principal, 't.merchant_id'))
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .limit(PAYMENTS_SHOWN),
      ).as('payments'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('Review case')
  const { links, activeBlockIds } = await linksOf(db, principal, row, row.payments, now)
  return {
    ...toSummary(row, now),
    reasons: row.reasons.map((r) => ({
      id: Number(r.id),
      source: r.source as ReviewSource,
      sourceRef: r.source_ref,
      merchantName: r.merchant_name,
      transaction: r.external_id,
      addedBy: r.added_by,
      detail: r.detail,
      created: isoTime(r.created_at),
    })),
    notes: row.notes.map((n) => ({ id: Number(n.id), text: n.text, author: n.author, created: isoTime(n.created_at) })),
    payments: row.payments.map((p) => ({
      merchantName: p.merchant_name,
      transaction: p.external_id,
      status: p.status as TransactionStatus,
      amount: Number(p.amount),
      currency: p.currency,
      country: p.country,
      cardCountry: p.card_country,
      threeDsVersion: p.three_ds_version,
      email: p.email,
      ipAddress: p.ip_address,
      customer: p.customer_external_id,
      created: isoTime(p.created_at),
    })),
    links,
    activeBlockIds,
  }
}

/** One of the card's payments the pane lists. */
type Payment = Pick<TransactionTable, 'email' | 'ip_address' | 'account_holder' | 'customer_external_id'>

/** Each field's values on the card's payments, the most used first, as first written. */
function valuesOf(payments: Payment[]): { field: LinkField; value: string }[] {
  return (Object.entries(linkFields) as [LinkField, (p: Payment) => string | null][]).flatMap(([field, read]) => {
    const uses = new Map<string, { value: string; count: number }>()
    for (const payment of payments) {
      const value = read(payment)
      if (!value) continue
      const key = caseless.has(field) ? value.toLowerCase() : value
      const seen = uses.get(key) ?? { value, count: 0 }
      seen.count++
      uses.set(key, seen)
    }
    return [...uses.values()]
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, VALUES_PER_FIELD)
      .map(({ value }) => ({ field, value }))
  })
}

/**
 * The values the card's payments share with other payments of the space the caller sees: for
 * each, how many other payments, cards and customers carry it, and whether a fraud block in
 * force covers it; and the ids of the blocks in force on the card or on those values.
 */
async function linksOf(
  db: Kysely<Database>,
  principal: Principal,
  row: CaseRow,
  payments: Payment[],
  now: Date,
): Promise<{ links: ReviewLink[]; activeBlockIds: number[] }> {
  const values = valuesOf(payments)
  const inSpace = sql<boolean>`t.merchant_id in (select id from merchant where space_id = ${row.space_id}) and ${merchantInScope(principal, 't.merchant_id')}`
  const counts = values.map(
    ({ field, value }, n) => sql`
      select ${n}::int as n, count(*)::int as transactions, count(distinct t.card_hash)::int as cards,
        (count(distinct (t.merchant_id, t.customer_external_id)) filter (where t.customer_external_id is not null))::int as customers
      from "transaction" t where ${transactionMatch(field, value)} and t.card_hash is distinct from ${row.card_hash} and ${inSpace}`,
  )
  const [shared, blocks] = await Promise.all([
    values.length === 0
      ? []
      : sql<{ transactions: number; cards: number; customers: number }>`select * from (${sql.join(counts, sql` union all `)}) x order by x.n`.execute(db).then((r) => r.rows),
    db
      .selectFrom('fraud_block as fb')
      .select(['fb.id', 'fb.field', 'fb.account_id'])
      .where('fb.space_id', '=', row.space_id)
      .where(inForceAt('fb', now))
      .where(fraudBlockVisible(principal))
      .where(sql<boolean>`lower(fb.account_id) = any(${sql.val([row.card_hash, ...values.map((v) => v.value)].map((v) => v.toLowerCase()))}::text[])`)
      .orderBy('fb.id')
      .execute(),
  ])
  const covers = (block: (typeof blocks)[number], field: BlocklistField, value: string) => block.field === field && block.account_id.toLowerCase() === value.toLowerCase()
  const links = values.flatMap(({ field, value }, i) => {
    const figures = shared[i]!
    if (figures.transactions === 0) return []
    return [{ field, value, otherCards: figures.cards, customers: figures.customers, transactions: figures.transactions, blocked: blocks.some((b) => covers(b, field, value)) }]
  })
  const activeBlockIds = blocks
    .filter((b) => covers(b, 'CREDIT_CARD_NUMBER', row.card_hash) || links.some((link) => covers(b, link.field, link.value)))
    .map((b) => Number(b.id))
  return { links, activeBlockIds }
}
