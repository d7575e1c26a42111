import { REVIEW_LEASE_MINUTES } from '@domain/constants'
import type { ReviewCase, ReviewCaseSummary, ReviewLink } from '@domain/entities/review'
import type { BlocklistField, ReviewSource, TransactionStatus } from '@domain/enums'
import { type Expression, type Kysely, type QueryCreator, sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { Principal } from '../../auth/principal'
import { fraudBlockVisible, merchantInScope } from '../../auth/scope'
import { transactionMatch } from '../../blocklist-match'
import type { Database } from '../../db/database'
import type { TransactionTable } from '../../db/tables/payments'
import { notFound } from '../../errors'
import type { RowOf } from '../../lists'
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
 * Reading a case the caller holds keeps it theirs for another lease: the update, for a statement
 * of its own or a CTE of the read. Not audited: the lease's end is when the case would return to
 * the queue, not a change of the case.
 */
export function renewal(db: QueryCreator<Database>, principal: Principal, id: number | Expression<number>, now: Date) {
  return db
    .updateTable('review_case')
    .set({ lease_expires_at: leaseEnd(now) })
    .where('id', '=', id)
    .where('state', '=', 'CLAIMED')
    .where('held_by', '=', principal.username)
    .where('lease_expires_at', '>', now)
    .returning('id')
}

/**
 * Cases with what their pane shows beside the summary: the reasons and notes, and the card's
 * latest payments in the space (see caseRows).
 */
export function caseWithPane(db: QueryCreator<Database>, principal: Principal) {
  return caseRows(db, principal).select((eb) => [
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
}

export type PaneRow = RowOf<typeof caseWithPane>

/**
 * GET review/{id}: the case pane, in one read with the renewal of the caller's lease on it (the
 * read sees the case as it was before the renewal, so the new lease is put in here), and one
 * for what its payments share.
 */
export async function readCase(db: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<ReviewCase> {
  const row = await caseWithPane(
    db.with('renewed', (qc) => renewal(qc, principal, id, now)),
    principal,
  )
    .select(sql<boolean>`exists (select 1 from renewed)`.as('renewed'))
    .where('c.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('Review case')
  return paneOf(db, principal, row, toSummary(row.renewed ? { ...row, lease_expires_at: leaseEnd(now) } : row, now), now)
}

/** The case pane as the caller sees it now. */
export async function loadCase(db: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<ReviewCase> {
  const row = await caseWithPane(db, principal).where('c.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Review case')
  return paneOf(db, principal, row, toSummary(row, now), now)
}

/** A case read with caseWithPane as its pane, with `summary` for its summary, and what its payments share (one more read). */
export async function paneOf(db: Kysely<Database>, principal: Principal, row: PaneRow, summary: ReviewCaseSummary, now: Date): Promise<ReviewCase> {
  const { links, activeBlockIds } = await linksOf(db, principal, row, row.payments, now)
  return {
    ...summary,
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
 * force covers it; and the ids of the blocks in force on the card or on those values. One read:
 * the values of each field are matched together, each through its field's index.
 */
async function linksOf(
  db: Kysely<Database>,
  principal: Principal,
  row: Pick<CaseRow, 'space_id' | 'card_hash'>,
  payments: Payment[],
  now: Date,
): Promise<{ links: ReviewLink[]; activeBlockIds: number[] }> {
  const values = valuesOf(payments)
  const counts = (Object.keys(linkFields) as LinkField[]).flatMap((field) => {
    const wanted = values.filter((v) => v.field === field).map((v) => v.value)
    if (wanted.length === 0) return []
    return [
      sql`select ${field}::text as field, v.value, count(*)::int as transactions, count(distinct t.card_hash)::int as cards,
          (count(distinct (t.merchant_id, t.customer_external_id)) filter (where t.customer_external_id is not null))::int as customers
        from unnest(${sql.val(wanted)}::text[]) as v(value)
        join "transaction" t on ${transactionMatch(field, sql<string>`v.value`)}
        where t.card_hash is distinct from ${row.card_hash} and t.merchant_id in (select id from seen)
        group by v.value`,
    ]
  })
  const shared =
    counts.length === 0
      ? sql<Shared[]>`'[]'::json`
      : sql<Shared[]>`(select coalesce(json_agg(x), '[]'::json) from (${sql.join(counts, sql` union all `)}) x)`
  const found = await db
    // The space's merchants the caller sees, read once for every field.
    .with('seen', (qc) => qc.selectFrom('merchant as m').select('m.id').where('m.space_id', '=', row.space_id).where(merchantInScope(principal, 'm.id')))
    .selectNoFrom((eb) => [
      shared.as('shared'),
      jsonArrayFrom(
        eb
          .selectFrom('fraud_block as fb')
          .select(['fb.id', 'fb.field', 'fb.account_id'])
          .where('fb.space_id', '=', row.space_id)
          .where(inForceAt('fb', now))
          .where(fraudBlockVisible(principal))
          .where(sql<boolean>`lower(fb.account_id) = any(${sql.val([row.card_hash, ...values.map((v) => v.value)].map((v) => v.toLowerCase()))}::text[])`)
          .orderBy('fb.id'),
      ).as('blocks'),
    ])
    .executeTakeFirstOrThrow()
  const { blocks } = found
  const covers = (block: (typeof blocks)[number], field: BlocklistField, value: string) => block.field === field && block.account_id.toLowerCase() === value.toLowerCase()
  const links = values.flatMap(({ field, value }) => {
    const figures = found.shared.find((s) => s.field === field && s.value === value)
    if (!figures) return []
    return [{ field, value, otherCards: figures.cards, customers: figures.customers, transactions: figures.transactions, blocked: blocks.some((b) => covers(b, field, value)) }]
  })
  const activeBlockIds = blocks
    .filter((b) => covers(b, 'CREDIT_CARD_NUMBER', row.card_hash) || links.some((link) => covers(b, link.field, link.value)))
    .map((b) => Number(b.id))
  return { links, activeBlockIds }
}

/** How many other payments, cards and customers carry one of the values. */
interface Shared {
  field: LinkField
  value: string
  transactions: number
  cards: number
  customers: number
}
