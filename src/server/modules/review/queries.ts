import type { ReviewCaseSummary, ReviewCounts, reviewListQuerySchema } from '@domain/entities/review'
import type { ReviewOutcome, ReviewReasonCode, ReviewSource, ReviewState, ReviewTab } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, type QueryCreator, type RawBuilder, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { isoTime } from '../../mappers'

type ListQuery = z.output<typeof reviewListQuerySchema>

/**
 * The cases a caller sees: every one (super admin), its space's (SPACE), or those holding a
 * payment of its merchants (GROUP, MERCHANT). Rows aliased `c`.
 */
export function caseInScope(principal: Principal): RawBuilder<boolean> {
  if (principal.superAdmin) return sql<boolean>`true`
  const space = sql<boolean>`c.space_id = ${principal.spaceId}`
  if (principal.scope === 'SPACE') return space
  return sql<boolean>`(${space} and exists (select 1 from review_reason sr where sr.case_id = c.id and ${merchantInScope(principal, 'sr.merchant_id')}))`
}

/** A case's payments (and reasons) the caller sees, by the merchant in `column`: all of them for a space-wide caller. */
export function paymentInScope(principal: Principal, column: string): RawBuilder<boolean> {
  return principal.superAdmin || principal.scope === 'SPACE' ? sql<boolean>`true` : merchantInScope(principal, column)
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/**
 * Where each tab's cases are at `now` (rows aliased `c`). A claim whose lease lapsed is back where
 * it was claimed from, and a snooze whose time has come is open again: no job has to move them.
 * The state lists name the partial indexes' own states, so the planner uses them.
 */
export function inTab(tab: ReviewTab, principal: Principal, now: Date): RawBuilder<boolean> {
  const lapsed = sql`c.state = 'CLAIMED' and c.lease_expires_at <= ${at(now)}`
  switch (tab) {
    case 'mine':
      return sql<boolean>`(c.state = 'CLAIMED' and c.held_by = ${principal.username} and c.lease_expires_at > ${at(now)})`
    case 'open':
      return sql<boolean>`(c.state in ('OPEN', 'SNOOZED', 'CLAIMED')
        and (c.state = 'OPEN' or (c.state = 'SNOOZED' and c.snoozed_until <= ${at(now)}) or (${lapsed} and c.claimed_from = 'OPEN')))`
    case 'escalated':
      return sql<boolean>`(c.state in ('ESCALATED', 'CLAIMED') and (c.state = 'ESCALATED' or (${lapsed} and c.claimed_from = 'ESCALATED')))`
    case 'decided':
      return sql<boolean>`c.state = 'DECIDED'`
  }
}

/**
 * Cases with what their summary shows: the space, the latest decision, and the reasons and
 * payments the caller sees (how many, the latest source, the amounts by currency).
 */
export function caseRows(db: QueryCreator<Database>, principal: Principal) {
  const reasonSeen = paymentInScope(principal, 'r.merchant_id')
  return db
    .selectFrom('review_case as c')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .leftJoinLateral(
      (eb) => eb.selectFrom('review_decision as rd').selectAll('rd').whereRef('rd.case_id', '=', 'c.id').orderBy('rd.id', 'desc').limit(1).as('d'),
      (join) => join.onTrue(),
    )
    .where(caseInScope(principal))
    .select([
      'c.id',
      'c.space_id',
      's.name as space_name',
      'c.card_hash',
      'c.card_bin',
      'c.card_last4',
      'c.state',
      'c.priority',
      'c.due_at',
      'c.held_by',
      'c.claimed_at',
      'c.lease_expires_at',
      'c.claimed_from',
      'c.snoozed_until',
      'c.created_at',
      'c.updated_at',
      'd.outcome',
      'd.reason_code',
      'd.note',
      'd.decided_by',
      'd.created_at as decided_at',
      'd.fraud_block_id',
      'd.refunded',
      'd.allow_listed',
      'd.snoozed_until as decision_snoozed_until',
      sql<number>`(select count(*)::int from review_reason r where r.case_id = c.id and ${reasonSeen})`.as('reason_count'),
      sql<string | null>`(select r.source from review_reason r where r.case_id = c.id and ${reasonSeen} order by r.id desc limit 1)`.as('latest_source'),
      sql<number>`(select count(distinct r.transaction_id)::int from review_reason r where r.case_id = c.id and ${reasonSeen})`.as('transaction_count'),
      sql<{ currency: string; amount: number; count: number }[]>`(
        select coalesce(json_agg(json_build_object('currency', a.currency, 'amount', a.amount, 'count', a.n) order by a.currency), '[]'::json)
        from (
          select t.currency, sum(t.amount) as amount, count(*)::int as n from "transaction" t
          where t.id in (select r.transaction_id from review_reason r where r.case_id = c.id and ${reasonSeen})
          group by t.currency
        ) a)`.as('amounts'),
    ])
}

export type CaseRow = RowOf<typeof caseRows>

/** Who holds a case and in what state, as the caller sees it at `now` (see inTab). */
export function standing(row: Pick<CaseRow, 'state' | 'held_by' | 'lease_expires_at' | 'claimed_from' | 'snoozed_until'>, now: Date) {
  const state = row.state as ReviewState
  if (state === 'CLAIMED' && row.lease_expires_at && new Date(row.lease_expires_at) > now) {
    return { state, heldBy: row.held_by, leaseExpiresAt: isoTime(row.lease_expires_at) }
  }
  const returned: ReviewState = state === 'CLAIMED' ? (row.claimed_from === 'ESCALATED' ? 'ESCALATED' : 'OPEN') : state
  const awake = returned === 'SNOOZED' && row.snoozed_until !== null && new Date(row.snoozed_until) <= now
  return { state: awake ? ('OPEN' as const) : returned, heldBy: null, leaseExpiresAt: null }
}

export function toSummary(row: CaseRow, now: Date): ReviewCaseSummary {
  return {
    id: Number(row.id),
    space: row.space_name,
    cardHash: row.card_hash,
    cardBin: row.card_bin,
    cardLast4Digits: row.card_last4,
    ...standing(row, now),
    priority: row.priority,
    created: isoTime(row.created_at),
    dueAt: isoTime(row.due_at),
    latestSource: (row.latest_source ?? 'MANUAL') as ReviewSource,
    reasonCount: row.reason_count,
    transactionCount: row.transaction_count,
    amounts: row.amounts.map((a) => ({ currency: a.currency, amount: Number(a.amount), count: a.count })),
    decision:
      row.outcome === null
        ? null
        : {
            outcome: row.outcome as ReviewOutcome,
            reasonCode: row.reason_code as ReviewReasonCode,
            note: row.note,
            decidedBy: row.decided_by!,
            decided: isoTime(row.decided_at!),
            fraudBlockId: row.fraud_block_id === null ? null : Number(row.fraud_block_id),
            refunded: row.refunded ?? 0,
            allowListed: row.allow_listed ?? false,
            snoozedUntil: isoTime(row.decision_snoozed_until),
          },
    updated: isoTime(row.updated_at),
  }
}

/** The summaries of these cases the caller sees, in no particular order. */
export async function caseSummaries(db: Kysely<Database>, principal: Principal, ids: readonly number[], now: Date): Promise<ReviewCaseSummary[]> {
  if (ids.length === 0) return []
  const rows = await caseRows(db, principal).where('c.id', 'in', ids).execute()
  return rows.map((row) => toSummary(row, now))
}

/** The queue's order (priority, then age) first; the others as every list offers them. */
const sorts = { queue: 'c.queue_rank', created: 'c.created_at', due: 'c.due_at', updated: 'c.updated_at' }

/** One keyset page of a tab: the queue's order, but the decided tab newest first. */
export function casePage(db: Kysely<Database>, principal: Principal, query: ListQuery, now: Date): Promise<Page<ReviewCaseSummary>> {
  const tab = query.tab ?? 'open'
  let rows = caseRows(db, principal).select('c.id as rowId').where(inTab(tab, principal, now))
  if (query.space) rows = rows.where('s.name', '=', query.space)
  if (query.cardHash) rows = rows.where('c.card_hash', '=', query.cardHash)
  if (query.source || query.sourceRef) {
    const source = query.source ? sql`and fr.source = ${query.source}` : sql``
    const ref = query.sourceRef ? sql`and fr.source_ref = ${query.sourceRef}` : sql``
    rows = rows.where(sql<boolean>`exists (select 1 from review_reason fr where fr.case_id = c.id ${source} ${ref})`)
  }
  const sort = parseSort(query.sort ?? (tab === 'decided' ? '-updated' : 'queue'), sorts)
  return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, ({ rowId: _rowId, ...row }) => toSummary(row, now))
}

/**
 * How many cases each tab holds for the caller: the waiting ones counted together, the decided
 * ones (which only grow) from their own index.
 */
export async function caseCounts(db: Kysely<Database>, principal: Principal, now: Date): Promise<ReviewCounts> {
  const count = (tab: ReviewTab) => sql<number>`(count(*) filter (where ${inTab(tab, principal, now)}))::int`
  const inScope = db.selectFrom('review_case as c').where(caseInScope(principal))
  const [waiting, decided] = await Promise.all([
    inScope
      .where('c.state', '<>', 'DECIDED')
      .select([count('mine').as('mine'), count('open').as('open'), count('escalated').as('escalated')])
      .executeTakeFirstOrThrow(),
    inScope
      .where(inTab('decided', principal, now))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { ...waiting, decided: decided.n }
}
