import type { SearchAnswer, SearchHit } from '@domain/entities/search'
import { type RecognisedValue, recogniseValue, valueShapes } from '@domain/value-shapes'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { fraudBlockVisible, merchantInScope } from '../../auth/scope'
import { likeEscaped } from '../../lists'

/**
 * Counting stops here: "more than 100" is all a jump needs, and each counted row is a heap
 * read, so the cap is what keeps a search on a hot card or a common BIN fast.
 */
export const SEARCH_COUNT_CAP = 100
/** Hits of one kind that name records (transactions, customers, merchants). */
const RECORDS_PER_KIND = 5

interface Context {
  db: Kysely<Database>
  principal: Principal
}

/** How many transactions the caller sees match, counted up to the cap. */
async function countTransactions({ db, principal }: Context, match: RawBuilder<boolean>): Promise<{ count: number; countCapped?: true }> {
  const row = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from "transaction" t where ${match} and ${merchantInScope(principal, 't.merchant_id')}
      -- newest first, as the (value, created_at desc) indexes keep them: the planner walks one
      order by t.created_at desc limit ${SEARCH_COUNT_CAP + 1}
    ) x`.execute(db)
  const n = row.rows[0]?.n ?? 0
  return n > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, countCapped: true } : { count: n }
}

async function cardHashHits(ctx: Context, found: RecognisedValue): Promise<SearchHit[]> {
  const { db, principal } = ctx
  const hits: SearchHit[] = []
  if (principal.permissions.has('transaction.read')) {
    const match = sql<boolean>`t.card_hash = ${found.value}`
    const counted = await countTransactions(ctx, match)
    if (counted.count > 0) {
      const card = await sql<{ card_bin: string | null; card_last4: string | null }>`
        select t.card_bin, t.card_last4 from "transaction" t where ${match} and ${merchantInScope(principal, 't.merchant_id')}
        order by t.created_at desc limit 1`.execute(db)
      const c = card.rows[0]
      hits.push({ kind: 'cardHash', value: found.value, label: `${c?.card_bin ?? '······'}…${c?.card_last4 ?? '····'}`, ...counted })
      return hits
    }
  }
  if (principal.permissions.has('fraud.read')) {
    const block = await sql<{ card_bin: string | null; card_last4: string | null }>`
      select fb.card_bin, fb.card_last4 from fraud_block fb
      where lower(fb.account_id) = lower(${found.value}) and fb.field = 'CREDIT_CARD_NUMBER' and ${fraudBlockVisible(principal)}
      order by fb.created_at desc limit 1`.execute(db)
    const b = block.rows[0]
    if (b) hits.push({ kind: 'cardHash', value: found.value, label: `${b.card_bin ?? '······'}…${b.card_last4 ?? '····'}`, count: 0 })
  }
  return hits
}

async function binHits(ctx: Context, found: RecognisedValue): Promise<SearchHit[]> {
  const { db, principal } = ctx
  const range = await db.selectFrom('card_bin').select(['scheme', 'card_type', 'issuer', 'issuer_country']).where('bin', '=', found.value).executeTakeFirst()
  const counted = principal.permissions.has('transaction.read') ? await countTransactions(ctx, sql<boolean>`t.card_bin = ${found.value}`) : { count: 0 }
  if (!range && counted.count === 0) return []
  const label = range ? [range.scheme, range.card_type, range.issuer, range.issuer_country].filter(Boolean).join(' · ') : found.value
  return [{ kind: 'bin', value: found.value, label, ...counted }]
}

async function countedHit(ctx: Context, found: RecognisedValue, match: RawBuilder<boolean>, label: string): Promise<SearchHit[]> {
  if (!ctx.principal.permissions.has('transaction.read')) return []
  const counted = await countTransactions(ctx, match)
  return counted.count > 0 ? [{ kind: found.kind, value: found.value, label, ...counted }] : []
}

async function customerHits({ db, principal }: Context, where: RawBuilder<boolean>): Promise<SearchHit[]> {
  if (!principal.permissions.has('customer.read')) return []
  const rows = await sql<{ external_id: string; name: string; merchant_name: string }>`
    select c.external_id, c.name, m.name as merchant_name from customer c join merchant m on m.id = c.merchant_id
    where ${where} and ${merchantInScope(principal, 'c.merchant_id')}
    order by c.created_at desc, c.id desc limit ${RECORDS_PER_KIND}`.execute(db)
  return rows.rows.map((r) => ({ kind: 'customer', value: r.external_id, label: r.name || r.external_id, merchantName: r.merchant_name, id: r.external_id }))
}

async function transactionHits({ db, principal }: Context, found: RecognisedValue): Promise<SearchHit[]> {
  if (!principal.permissions.has('transaction.read')) return []
  const rows = await sql<{ external_id: string; status: string; merchant_name: string; display_name: string }>`
    select t.external_id, t.status, m.name as merchant_name, m.display_name from "transaction" t join merchant m on m.id = t.merchant_id
    where t.external_id = ${found.value} and ${merchantInScope(principal, 't.merchant_id')}
    order by t.created_at desc, t.id desc limit ${RECORDS_PER_KIND}`.execute(db)
  return rows.rows.map((r) => ({
    kind: 'transaction',
    value: r.external_id,
    label: `${r.display_name} · ${r.status}`,
    merchantName: r.merchant_name,
    id: r.external_id,
  }))
}

async function merchantHits({ db, principal }: Context, found: RecognisedValue): Promise<SearchHit[]> {
  if (!principal.permissions.has('merchant.read')) return []
  const prefix = `${likeEscaped(found.value.toLowerCase())}%`
  const rows = await db
    .selectFrom('merchant as m')
    .select(['m.name', 'm.display_name'])
    .where(merchantInScope(principal, 'm.id'))
    .where(sql<boolean>`(lower(m.name) like ${prefix} or lower(m.display_name) like ${prefix})`)
    .orderBy(sql`lower(m.name) = ${found.value.toLowerCase()}`, 'desc')
    .orderBy('m.name')
    .limit(RECORDS_PER_KIND)
    .execute()
  return rows.map((r) => ({ kind: 'merchant', value: r.name, label: r.display_name, merchantName: r.name }))
}

async function hitsOf(ctx: Context, found: RecognisedValue): Promise<SearchHit[]> {
  switch (found.kind) {
    case 'cardHash':
      return cardHashHits(ctx, found)
    case 'bin':
      return binHits(ctx, found)
    case 'last4':
      return countedHit(ctx, found, sql<boolean>`t.card_last4 = ${found.value}`, `•••• ${found.value}`)
    case 'email': {
      const counted = await countedHit(ctx, found, sql<boolean>`lower(t.email) = ${found.value}`, found.value)
      return [...counted, ...(await customerHits(ctx, sql<boolean>`lower(c.email) = ${found.value}`))]
    }
    case 'ip':
      return countedHit(ctx, found, sql<boolean>`t.ip_address = ${found.value}`, found.value)
    case 'transaction':
      return transactionHits(ctx, found)
    case 'customer':
      return customerHits(ctx, sql<boolean>`c.external_id = ${found.value}`)
    case 'merchant':
      return merchantHits(ctx, found)
  }
}

/**
 * The records a typed value names, within the caller's scope and permissions: each kind the
 * value's shape allows is looked up through its index, and the hits come grouped by kind.
 */
export async function searchRecords(db: Kysely<Database>, principal: Principal, q: string): Promise<SearchAnswer> {
  const recognised = recogniseValue(q)
  const ctx = { db, principal }
  const found = (await Promise.all(recognised.map((r) => hitsOf(ctx, r)))).flat()
  const order = (hit: SearchHit) => valueShapes.indexOf(hit.kind)
  return {
    query: q,
    recognised: recognised.map((r) => r.kind),
    hits: found.map((hit, i) => ({ hit, i })).sort((a, b) => order(a.hit) - order(b.hit) || a.i - b.i).map(({ hit }) => hit),
  }
}
