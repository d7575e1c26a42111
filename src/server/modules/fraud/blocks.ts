import type { FraudBlock, FraudBlockInput, fraudBlockListQuerySchema } from '@domain/entities/fraud'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, fraudBlockVisible, merchantIdsInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { conflict, fieldError, mustExpireLater, notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import { blockFields, selectBlocks } from '../../fraud-block-record'
import { inForceAt, whereActiveAt } from '../../where-sent'

export type FraudBlockListQuery = z.output<typeof fraudBlockListQuerySchema>

const sorts = { createdAt: 'fb.created_at', updatedAt: 'fb.updated_at', id: 'fb.id' }

/** One keyset page of the fraud blocks the caller sees, newest first unless sorted otherwise. */
export async function fraudBlockPage(db: Kysely<Database>, principal: Principal, query: FraudBlockListQuery, now: Date): Promise<Page<FraudBlock>> {
  const sort = parseSort(query.sort, sorts)
  let q = selectBlocks(db).where(fraudBlockVisible(principal))
  if (query.accountId) q = q.where(sql<boolean>`lower(fb.account_id) = lower(${query.accountId})`)
  if (query.field) q = q.where('fb.field', '=', query.field)
  if (query.cardBin) q = q.where('fb.card_bin', 'like', `${query.cardBin}%`)
  if (query.cardLast4Digits) q = q.where('fb.card_last4', '=', query.cardLast4Digits)
  if (query.space) q = q.where('s.name', '=', query.space)
  if (query.status) q = q.where('fb.status', '=', query.status)
  if (query.merchantName) {
    const name = query.merchantName
    q = q.where(
      sql<boolean>`(m.name = ${name} or (fb.merchant_id is null and fb.space_id in (select space_id from merchant where name = ${name})))`,
    )
  }
  q = whereActiveAt(q, 'fb', query.active, now)
  if (query.from) q = q.where('fb.created_at', '>=', new Date(query.from))
  if (query.to) q = q.where('fb.created_at', '<=', new Date(query.to))
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'fb.id' }, (row) => blockFields.entity(row, now))
}

/** One block the caller sees, or 404. */
export async function findFraudBlock(db: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<FraudBlock & { spaceId: number; merchantId: number | null }> {
  const row = await selectBlocks(db).where('fb.id', '=', id).where(fraudBlockVisible(principal)).executeTakeFirst()
  if (!row) throw notFound('Fraud block')
  return { ...blockFields.entity(row, now), spaceId: row.space_id, merchantId: row.merchant_id }
}

/** Where a block goes: its space, and its merchant when it covers one only. */
export interface BlockTarget {
  spaceId: number
  merchantId: number | null
}

/**
 * The space and merchant a block input names, checked against the caller's scope: an unknown
 * or out-of-scope merchant or space is a 404. A GROUP or MERCHANT user sees only part of the
 * space, so its blocks name a merchant.
 */
export async function resolveBlockTarget(
  db: Kysely<Database>,
  principal: Principal,
  input: { space?: string | undefined; merchantAccount?: string | null | undefined },
  forWrite: boolean,
): Promise<BlockTarget> {
  if (input.merchantAccount) {
    const merchant = await merchantIdsInScope(db, principal)
      .select(['merchant.space_id'])
      .innerJoin('space as ms', 'ms.id', 'merchant.space_id')
      .select('ms.name as space_name')
      .where('merchant.name', '=', input.merchantAccount)
      .executeTakeFirst()
    if (!merchant) throw notFound('Merchant')
    if (input.space && input.space !== merchant.space_name) throw fieldError('merchantAccount', 'This merchant is not in the chosen space')
    return { spaceId: Number(merchant.space_id), merchantId: Number(merchant.id) }
  }
  if (forWrite && !principal.superAdmin && principal.scope !== 'SPACE') {
    throw fieldError('merchantAccount', 'Choose the merchant the block is for')
  }
  if (input.space) {
    const space = await db.selectFrom('space').select('id').where('name', '=', input.space).executeTakeFirst()
    if (!space || !canSeeSpace(principal, Number(space.id))) throw notFound('Space')
    return { spaceId: Number(space.id), merchantId: null }
  }
  return { spaceId: principal.spaceId, merchantId: null }
}

/** The row to insert for a checked input; refuses a past expiry and a second active block of the same value. */
export async function prepareFraudBlock(
  db: Kysely<Database>,
  principal: Principal,
  input: FraudBlockInput,
  now: Date,
  cache?: Map<string, Promise<BlockTarget>>,
) {
  mustExpireLater(input.expiresAt, now)
  const key = `${input.space ?? ''}/${input.merchantAccount ?? ''}`
  let target = cache?.get(key)
  if (!target) {
    target = resolveBlockTarget(db, principal, input, true)
    cache?.set(key, target)
  }
  const { spaceId, merchantId } = await target
  const existing = await db
    .selectFrom('fraud_block as fb')
    .select('fb.id')
    .where('fb.space_id', '=', spaceId)
    .where('fb.field', '=', input.field)
    .where(sql<boolean>`lower(fb.account_id) = lower(${input.accountId})`)
    .where(sql<boolean>`fb.merchant_id is not distinct from ${merchantId}`)
    .where(inForceAt('fb', now))
    .executeTakeFirst()
  if (existing) throw conflict(`An active block of this value already exists (#${existing.id})`, { reason: 'alreadyExists' })
  return {
    space_id: spaceId,
    merchant_id: merchantId,
    field: input.field,
    account_id: input.accountId,
    card_bin: input.cardBin ?? null,
    card_last4: input.cardLast4Digits ?? null,
    payment_type: input.paymentType ?? null,
    reason: input.reason,
    status: 'ACTIVE',
    expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
    created_by: principal.username,
    created_at: now,
    updated_at: now,
  }
}
