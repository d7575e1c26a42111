import { relatedTransactionSchema, type TransactionRelated } from '@domain/entities/transaction'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { fraudBlocksInScope } from './detail'
import type { TransactionRowWithNames } from './queries'
import { merchantInScope } from '../../auth/scope'
import { isoTime } from '../../mappers'
import { recordFields } from '../../record-fields'

/** How many records each list of the panel shows; the count covers them all. */
export const RELATED_LIMIT = 10

type Related = TransactionRelated['sameCard']
type Block = TransactionRelated['fraudBlocks']['items'][number]

/** A related transaction's fields: its id is the merchant's id for it; its merchant's name (`m`). */
const relatedFields = recordFields(relatedTransactionSchema, 'transaction as rt', { m: 'merchant' }, (f) => ({
  id: f.column('external_id'),
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  created: f.time('created_at'),
  cardLast4Digits: f.column('card_last4'),
  customerId: f.column('customer_external_id'),
}))

type RelatedRows = ReturnType<typeof relatedFields.query>

/** Other transactions (not `self`) matching `where`, in scope: the newest few and the count. */
async function relatedTransactions(db: Kysely<Database>, principal: Principal, self: number, now: Date, where: (q: RelatedRows) => RelatedRows): Promise<Related> {
  // One read gives the newest few and, through the window count, how many match in all.
  const matching = where(relatedFields.query(db).where('rt.id', '<>', self).where(merchantInScope(principal, 'rt.merchant_id')))
  const rows = await relatedFields
    .rows(matching.innerJoin('merchant as m', 'm.id', 'rt.merchant_id'))
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('rt.created_at', 'desc')
    .orderBy('rt.id', 'desc')
    .limit(RELATED_LIMIT)
    .execute()
  return { count: Number(rows[0]?.total ?? 0), items: rows.map((row) => relatedFields.entity(row, now)) }
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
export async function loadRelated(db: Kysely<Database>, principal: Principal, row: TransactionRowWithNames, now: Date): Promise<TransactionRelated> {
  const card = row.card_hash
  const email = row.email?.toLowerCase() ?? null
  const [sameCard, blocks, sameCustomer, sameEmail, sameIp] = await Promise.all([
    card ? relatedTransactions(db, principal, row.id, now, (q) => q.where('rt.card_hash', '=', card)) : empty,
    card ? blocksOfCard(db, principal, card) : { fraudBlocks: empty, velocityBlocks: empty, blacklist: empty },
    row.customer_external_id
      ? relatedTransactions(db, principal, row.id, now, (q) => q.where('rt.customer_external_id', '=', row.customer_external_id).where('rt.merchant_id', '=', row.merchant_id))
      : empty,
    email ? relatedTransactions(db, principal, row.id, now, (q) => q.where(sql<boolean>`lower(rt.email) = ${email}`)) : empty,
    row.ip_address ? relatedTransactions(db, principal, row.id, now, (q) => q.where('rt.ip_address', '=', row.ip_address)) : empty,
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
