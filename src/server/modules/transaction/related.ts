import type { TransactionRelated } from '@domain/entities/transaction'
import type { Result, TransactionStatus, TransactionType } from '@domain/enums'
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { fraudBlocksInScope } from './detail'
import type { TransactionRowWithNames } from './queries'
import { merchantInScope } from '../../auth/scope'
import { isoTime } from '../../mappers'

/** How many records each list of the panel shows; the count covers them all. */
export const RELATED_LIMIT = 10

type Related = TransactionRelated['sameCard']
type Block = TransactionRelated['fraudBlocks']['items'][number]

/** Other transactions (not `self`) matching `where`, in scope: the newest few and the count. */
async function relatedTransactions(
  db: Kysely<Database>,
  principal: Principal,
  self: number,
  where: (q: SelectQueryBuilder<Database, 'transaction', object>) => SelectQueryBuilder<Database, 'transaction', object>,
): Promise<Related> {
  // One read gives the newest few and, through the window count, how many match in all.
  const rows = await where(db.selectFrom('transaction').where('transaction.id', '<>', self).where(merchantInScope(principal, 'transaction.merchant_id')))
    .innerJoin('merchant as m', 'm.id', 'transaction.merchant_id')
    .select([
      'transaction.external_id',
      'm.name as merchant_name',
      'transaction.type',
      'transaction.status',
      'transaction.result',
      'transaction.amount',
      'transaction.currency',
      'transaction.created_at',
      'transaction.card_last4',
      'transaction.email',
      'transaction.customer_external_id',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('transaction.created_at', 'desc')
    .orderBy('transaction.id', 'desc')
    .limit(RELATED_LIMIT)
    .execute()
  return {
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: r.external_id,
      merchantAccount: r.merchant_name,
      type: r.type as TransactionType,
      status: r.status as TransactionStatus,
      result: r.result as Result,
      amount: Number(r.amount),
      currency: r.currency,
      created: new Date(r.created_at).toISOString(),
      cardLast4Digits: r.card_last4,
      email: r.email,
      customerId: r.customer_external_id,
    })),
  }
}

const empty = { count: 0, items: [] }

/** What every kind of block shows alike: why it was set, its status, when it ends and when it began. */
const blockStanding = (b: { reason: string; status: string; expires_at: Date | string | null; created_at: Date | string }) => ({
  reason: b.reason,
  status: b.status,
  expiresAt: isoTime(b.expires_at),
  created: new Date(b.created_at).toISOString(),
})

async function blocksOfCard(db: Kysely<Database>, principal: Principal, cardHash: string) {
  const [fraud, velocity, blacklist] = await Promise.all([
    db
      .selectFrom('fraud_block as fb')
      .innerJoin('space as s', 's.id', 'fb.space_id')
      .leftJoin('merchant as m', 'm.id', 'fb.merchant_id')
      .select(['fb.id', 'fb.field', 'fb.account_id', 'm.name as merchant_name', 's.name as space_name', 'fb.reason', 'fb.status', 'fb.expires_at', 'fb.created_at'])
      .where('fb.account_id', '=', cardHash)
      .where(fraudBlocksInScope(principal))
      .orderBy('fb.created_at', 'desc')
      .orderBy('fb.id', 'desc')
      .execute(),
    db
      .selectFrom('velocity_block as vb')
      .innerJoin('merchant as m', 'm.id', 'vb.merchant_id')
      .select(['vb.id', 'vb.field', 'vb.account_id', 'm.name as merchant_name', 'vb.reason', 'vb.status', 'vb.expires_at', 'vb.created_at'])
      .where('vb.account_id', '=', cardHash)
      .where(merchantInScope(principal, 'vb.merchant_id'))
      .orderBy('vb.created_at', 'desc')
      .orderBy('vb.id', 'desc')
      .execute(),
    db
      .selectFrom('card_blacklist as cb')
      .innerJoin('space as s', 's.id', 'cb.space_id')
      .select(['cb.id', 'cb.card_hash', 's.name as space_name', 'cb.reason', 'cb.status', 'cb.expires_at', 'cb.created_at'])
      .where('cb.card_hash', '=', cardHash)
      .where(() => (principal.superAdmin ? sql<boolean>`true` : sql<boolean>`cb.space_id = ${principal.spaceId}`))
      .orderBy('cb.created_at', 'desc')
      .orderBy('cb.id', 'desc')
      .execute(),
  ])
  const list = (items: Block[]) => ({ count: items.length, items: items.slice(0, RELATED_LIMIT) })
  return {
    fraudBlocks: list(
      fraud.map((b) => ({
        id: String(b.id),
        kind: 'FRAUD_BLOCK' as const,
        field: b.field,
        accountId: b.account_id,
        merchantAccount: b.merchant_name,
        space: b.space_name,
        ...blockStanding(b),
      })),
    ),
    velocityBlocks: list(
      velocity.map((b) => ({
        id: String(b.id),
        kind: 'VELOCITY_BLOCK' as const,
        field: b.field,
        accountId: b.account_id,
        merchantAccount: b.merchant_name,
        space: null,
        ...blockStanding(b),
      })),
    ),
    blacklist: list(
      blacklist.map((b) => ({
        id: b.card_hash,
        kind: 'CARD_BLACKLIST' as const,
        field: 'CREDIT_CARD_NUMBER',
        accountId: b.card_hash,
        merchantAccount: null,
        space: b.space_name,
        ...blockStanding(b),
      })),
    ),
  }
}

/**
 * The related-records panel: other transactions, fraud blocks, velocity blocks and blacklist
 * entries of the same card hash; other transactions of the same customer (at the same
 * merchant), email and IP. Everything within the caller's scope.
 */
export async function loadRelated(db: Kysely<Database>, principal: Principal, row: TransactionRowWithNames): Promise<TransactionRelated> {
  const card = row.card_hash
  const email = row.email?.toLowerCase() ?? null
  const [sameCard, blocks, sameCustomer, sameEmail, sameIp] = await Promise.all([
    card ? relatedTransactions(db, principal, row.id, (q) => q.where('transaction.card_hash', '=', card)) : empty,
    card ? blocksOfCard(db, principal, card) : { fraudBlocks: empty, velocityBlocks: empty, blacklist: empty },
    row.customer_external_id
      ? relatedTransactions(db, principal, row.id, (q) =>
          q.where('transaction.customer_external_id', '=', row.customer_external_id).where('transaction.merchant_id', '=', row.merchant_id),
        )
      : empty,
    email ? relatedTransactions(db, principal, row.id, (q) => q.where(sql<boolean>`lower(transaction.email) = ${email}`)) : empty,
    row.ip_address ? relatedTransactions(db, principal, row.id, (q) => q.where('transaction.ip_address', '=', row.ip_address)) : empty,
  ])
  return {
    cardHash: card,
    customerId: row.customer_external_id,
    email: row.email,
    ipAddress: row.ip_address,
    sameCard,
    ...blocks,
    sameCustomer,
    sameEmail,
    sameIp,
  }
}
