import { createHash } from 'node:crypto'
import type { AccountMovement, LedgerEntry } from '@domain/entities/finance'
import type { LedgerEntryType, TransferType } from '@domain/enums'
import { fromMinorUnits } from '@domain/filters'
import { MAX_MINOR_UNITS } from '@domain/money'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope, merchantInScope, merchantOfPath, type ScopedMerchant } from '../../auth/scope'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { ApiError, fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import type { RowOf } from '../../lists'

/** The movements the console makes by hand: money in (a top-up) and money out (a withdrawal). */
export type ManualTransfer = Extract<TransferType, 'TOP_UP' | 'WITHDRAW'>

/** Money in credits the merchant account; money out debits it. The clearing account takes the other side. */
const creditsMerchant = (transfer: string) => transfer === 'TOP_UP' || transfer === 'PAY_IN'

/** The merchant ledger entries of the caller's scope, with what the API entity needs. */
export function ledgerRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('ledger_entry as l')
    .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
    .leftJoin('transaction as t', 't.id', 'l.transaction_id')
    .where(merchantInScope(principal, 'l.merchant_id'))
    .select([
      'l.id as rowId',
      'l.account_id',
      'm.name as merchant_name',
      'l.currency',
      'l.entry_type',
      'l.transfer_type',
      'l.amount',
      'l.balance_after',
      'l.reference',
      't.external_id as transaction_external_id',
      'l.description',
      'l.movement_id',
      'l.created_by',
      'l.created_at',
    ])
}

type LedgerRow = RowOf<typeof ledgerRows>

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: Number(row.rowId),
    accountId: Number(row.account_id),
    merchantAccount: row.merchant_name,
    currency: row.currency,
    entryType: row.entry_type as LedgerEntryType,
    transferType: row.transfer_type as TransferType,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: row.reference,
    transactionId: row.transaction_external_id ?? null,
    description: row.description,
    movementId: Number(row.movement_id),
    createdBy: row.created_by,
    created: new Date(row.created_at).toISOString(),
  }
}

/** An account the caller sees (a merchant's), by id; 404 otherwise. */
export async function accountInView(db: Kysely<Database>, principal: Principal, accountId: number) {
  const account = await db
    .selectFrom('account')
    .select(['id', 'merchant_id'])
    .where('id', '=', accountId)
    .where('merchant_id', 'in', merchantIdsInScope(db, principal))
    .executeTakeFirst()
  if (!account) throw notFound('Account')
  return account
}

/** Digits after the decimal point of a currency, for saying an amount the way people type it. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** What a request is, for telling a replay (same key, same request) from a reuse of its key. */
function fingerprint(transfer: ManualTransfer, merchantId: number, body: AccountMovement): string {
  const what = [transfer, merchantId, body.currency, body.amount, body.reference, body.description]
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url')
}

/** Raised inside the movement's transaction when another request already holds its key. */
class KeyTaken extends Error {}

async function entryOfMovement(db: Kysely<Database>, principal: Principal, movementId: number): Promise<LedgerEntry> {
  const row = await ledgerRows(db, principal).where('l.movement_id', '=', movementId).executeTakeFirstOrThrow()
  return toLedgerEntry(row)
}

/**
 * The answer to a key already used in the merchant's space: the movement's entry again when the
 * request is the same, else 409 on `idempotencyKey`. Undefined when the key is new.
 */
async function replay(db: Kysely<Database>, principal: Principal, spaceId: number, key: string, hash: string) {
  const movement = await db
    .selectFrom('ledger_movement')
    .select(['id', 'request_hash'])
    .where('space_id', '=', spaceId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (!movement) return undefined
  if (movement.request_hash !== hash) {
    throw new ApiError(409, 'CONFLICT', 'This idempotency key was used for another request', [
      { field: 'idempotencyKey', message: 'This key was already used for another request; use a new key' },
    ])
  }
  return entryOfMovement(db, principal, Number(movement.id))
}

/**
 * The merchant's account in the currency and the space's clearing account for it (made on first
 * use): the two sides of every movement. Read without locks; the movement locks them in turn.
 */
async function movementAccounts(db: Kysely<Database>, merchant: ScopedMerchant, currency: string, now: Date) {
  const sides = () =>
    db
      .selectFrom('account')
      .select(['id', 'merchant_id'])
      .where('currency', '=', currency)
      .where((eb) => eb.or([eb('merchant_id', '=', merchant.id), eb.and([eb('space_id', '=', merchant.spaceId), eb('merchant_id', 'is', null)])]))
      .execute()
  let rows = await sides()
  const account = rows.find((row) => row.merchant_id !== null)
  if (!account) throw fieldError('currency', `${merchant.name} has no account in ${currency}`)
  if (!rows.some((row) => row.merchant_id === null)) {
    await sql`
      insert into account (space_id, merchant_id, name, currency, balance, created_at, updated_at)
      values (${merchant.spaceId}, null, ${`Clearing ${currency}`}, ${currency}, 0, ${now}, ${now})
      on conflict (space_id, currency) where merchant_id is null do nothing`.execute(db)
    rows = await sides()
  }
  return { accountId: Number(account.id), clearingId: Number(rows.find((row) => row.merchant_id === null)!.id) }
}

/** A movement being applied: what it moves, for which merchant and who, and the request it answers. */
interface PendingMovement {
  transfer: ManualTransfer
  body: AccountMovement
  merchant: ScopedMerchant
  principal: Principal
  /** The request's fingerprint, kept with its idempotency key. */
  hash: string
  /** Whether it credits the merchant account (money in). */
  credit: boolean
  /** The change of the merchant account's balance. */
  delta: number
}

/**
 * Applies a top-up or withdrawal once, in one transaction: the movement row takes the key (a
 * racing twin waits on it, then replays the first one's answer), the merchant account's row is
 * locked by the update that moves its balance only when the balance stays >= 0, the clearing
 * account's balance moves the other way, both entries are written with their running balances,
 * and the audit row goes with them. A withdrawal above the available balance changes nothing.
 * Locks are taken merchant account first, then clearing account, so movements cannot deadlock.
 */
export async function applyMovement(services: Services, writer: Writer, transfer: ManualTransfer, body: AccountMovement): Promise<LedgerEntry> {
  const { db } = services
  const { principal } = writer
  const merchant = await merchantOfPath(db, principal, body.merchantAccount)
  const hash = fingerprint(transfer, merchant.id, body)
  const earlier = await replay(db, principal, merchant.spaceId, body.idempotencyKey, hash)
  if (earlier) return earlier
  const credit = creditsMerchant(transfer)
  const movement: PendingMovement = { transfer, body, merchant, principal, hash, credit, delta: credit ? body.amount : -body.amount }
  try {
    return await auditedWrite(services, writer, (trx, now) => writeMovement(services, trx, now, movement), () => new KeyTaken())
  } catch (error) {
    // The racing twin committed first: its movement answers this request too.
    if (error instanceof KeyTaken) {
      const twin = await replay(db, principal, merchant.spaceId, body.idempotencyKey, hash)
      if (twin) return twin
    }
    throw error
  }
}

/** The movement's rows, balances and entries; answers the merchant account's entry and the audit event. */
async function writeMovement(services: Services, trx: Kysely<Database>, now: Date, movement: PendingMovement): Promise<{ answer: LedgerEntry; event: WriteEvent }> {
  const { transfer, body, merchant, principal, credit, delta } = movement
  const { accountId, clearingId } = await movementAccounts(trx, merchant, body.currency, now)
  const movementId = await insertMovement(trx, movement, accountId, clearingId, now)
  const balance = await moveMerchantBalance(trx, movement, accountId, now)
  // Timed once the account is locked, so an account's entries are in time order as they were applied.
  const at = services.now()
  await trx
    .updateTable('account')
    .set({ balance: sql`balance - ${delta}`, updated_at: at })
    .where('id', '=', clearingId)
    .execute()
  const side = { transfer_type: transfer, amount: body.amount, currency: body.currency, movement_id: movementId, reference: body.reference, description: body.description, created_by: principal.username, created_at: at }
  const [entry] = await trx
    .insertInto('ledger_entry')
    .values([
      { ...side, account_id: accountId, merchant_id: merchant.id, entry_type: credit ? 'CR' : 'DR', balance_after: balance },
      // The clearing account carries the whole space's movements and is never answered, so
      // its balance is not bounded: it is copied in SQL, never read into a JS number.
      { ...side, account_id: clearingId, merchant_id: null, entry_type: credit ? 'DR' : 'CR', balance_after: sql<number>`(select balance from account where id = ${clearingId})` },
    ])
    .returning('id')
    .execute()
  // The entry as the list answers it, built from what was written rather than read back.
  const answer: LedgerEntry = {
    id: Number(entry!.id),
    accountId,
    merchantAccount: merchant.name,
    currency: body.currency,
    entryType: credit ? 'CR' : 'DR',
    transferType: transfer,
    amount: body.amount,
    balanceAfter: balance,
    reference: body.reference,
    transactionId: null,
    description: body.description,
    movementId: Number(movementId),
    createdBy: principal.username,
    created: at.toISOString(),
  }
  return {
    answer,
    event: {
      type: 'CREATE',
      targetType: 'ledgerMovement',
      targetId: movementId,
      detail: { action: transfer, merchant: merchant.name, balanceBefore: balance - delta, before: null, after: answer },
    },
  }
}

/** The movement's row, which takes its idempotency key; answers its id. */
async function insertMovement(trx: Kysely<Database>, { transfer, body, merchant, principal, hash }: PendingMovement, accountId: number, clearingId: number, now: Date) {
  const movement = await trx
    .insertInto('ledger_movement')
    .values({
      space_id: merchant.spaceId,
      account_id: accountId,
      counter_account_id: clearingId,
      transfer_type: transfer,
      amount: body.amount,
      currency: body.currency,
      reference: body.reference,
      description: body.description,
      idempotency_key: body.idempotencyKey,
      request_hash: hash,
      created_by: principal.username,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return movement.id
}

/**
 * Moves the merchant account's balance, locking its row, when the balance stays between 0 and the
 * most an account holds; answers the balance after. A field error on the amount otherwise.
 */
async function moveMerchantBalance(trx: Kysely<Database>, { body, credit, delta }: PendingMovement, accountId: number, now: Date): Promise<number> {
  const moved = await trx
    .updateTable('account')
    .set({ balance: sql`balance + ${delta}`, updated_at: now })
    .where('id', '=', accountId)
    .where(sql<boolean>`balance + ${delta} between 0 and ${MAX_MINOR_UNITS}`)
    .returning('balance')
    .executeTakeFirst()
  if (moved) return Number(moved.balance)
  const major = (minor: number) => `${fromMinorUnits(minor, currencyDigits(body.currency))} ${body.currency}`
  if (credit) {
    throw fieldError('amount', `Amount would take the balance above ${major(MAX_MINOR_UNITS)}, the most an account holds`, 'balance_too_big', {
      maximum: MAX_MINOR_UNITS,
      currency: body.currency,
    })
  }
  const { balance } = await trx.selectFrom('account').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow()
  throw fieldError('amount', `Amount is above the available balance of ${major(Number(balance))}`, 'above_balance', { available: Number(balance), currency: body.currency })
}
