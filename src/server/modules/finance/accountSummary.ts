import { type TransferType, transferTypes } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { isoTime, moneyTotal } from '../../mappers'

/**
 * The merchant an `accountsummary/{id}` path names: a merchant name first, else a numeric
 * account id standing for its merchant (narrowed to that account's currency). Out of scope is 404.
 */
async function accountOwner(db: Kysely<Database>, principal: Principal, id: string) {
  const inScope = merchantIdsInScope(db, principal)
  const byName = await db.selectFrom('merchant').select(['id', 'name']).where('name', '=', id).where('id', 'in', inScope).executeTakeFirst()
  if (byName) return { merchantId: byName.id, merchantAccount: byName.name, currency: null as string | null }
  if (!/^\d{1,15}$/.test(id)) throw notFound('Account')
  const byAccount = await db
    .selectFrom('account as a')
    .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
    .select(['m.id', 'm.name', 'a.currency'])
    .where('a.id', '=', Number(id))
    .where('m.id', 'in', inScope)
    .executeTakeFirst()
  if (!byAccount) throw notFound('Account')
  return { merchantId: byAccount.id, merchantAccount: byAccount.name, currency: byAccount.currency }
}

/** Each account's balance (kept with the ledger, one source), with its credits and debits. */
function balances(db: Kysely<Database>, merchantId: number) {
  return db
    .selectFrom('account as a')
    .leftJoin('ledger_entry as l', 'l.account_id', 'a.id')
    .where('a.merchant_id', '=', merchantId)
    .select([
      'a.id',
      'a.name',
      'a.currency',
      'a.status',
      'a.updated_at',
      'a.balance',
      sql<string>`coalesce(sum(l.amount) filter (where l.entry_type = 'CR'), 0)`.as('credits'),
      sql<string>`coalesce(sum(l.amount) filter (where l.entry_type = 'DR'), 0)`.as('debits'),
      sql<string>`count(l.id)`.as('entryCount'),
      sql<Date | string | null>`max(l.created_at)`.as('lastEntryAt'),
    ])
    .groupBy(['a.id', 'a.name', 'a.currency', 'a.status', 'a.updated_at', 'a.balance'])
    .orderBy('a.currency')
    .orderBy('a.id')
}

export async function accountSummary(db: Kysely<Database>, principal: Principal, id: string) {
  const owner = await accountOwner(db, principal, id)
  let q = balances(db, owner.merchantId)
  if (owner.currency) q = q.where('a.currency', '=', owner.currency)
  const rows = await q.execute()
  const times = rows.flatMap((r) => [new Date(r.updated_at).getTime(), r.lastEntryAt ? new Date(r.lastEntryAt).getTime() : 0])
  return {
    merchantAccount: owner.merchantAccount,
    accounts: rows.map((r) => ({
      accountId: Number(r.id),
      name: r.name,
      currency: r.currency,
      balance: Number(r.balance),
      status: r.status,
    })),
    updated: isoTime(times.length > 0 ? Math.max(...times) : Date.now()),
  }
}

export async function accountCurrencySummary(db: Kysely<Database>, principal: Principal, id: string, currency: string) {
  const owner = await accountOwner(db, principal, id)
  if (owner.currency && owner.currency !== currency) throw notFound('Account')
  const row = await balances(db, owner.merchantId).where('a.currency', '=', currency).executeTakeFirst()
  if (!row) throw notFound('Account')
  const byType = await db
    .selectFrom('ledger_entry')
    .where('account_id', '=', row.id)
    .select(['transfer_type', sql<string>`sum(amount)`.as('amount'), sql<string>`count(*)`.as('count')])
    .groupBy('transfer_type')
    .orderBy('transfer_type')
    .execute()
  const known = new Set<string>(transferTypes)
  return {
    accountId: Number(row.id),
    merchantAccount: owner.merchantAccount,
    name: row.name,
    currency: row.currency,
    balance: Number(row.balance),
    status: row.status,
    credits: moneyTotal(row.credits),
    debits: moneyTotal(row.debits),
    entryCount: Number(row.entryCount),
    lastEntryAt: row.lastEntryAt ? isoTime(row.lastEntryAt) : null,
    byTransferType: byType
      .filter((t) => known.has(t.transfer_type))
      .map((t) => ({ transferType: t.transfer_type as TransferType, amount: moneyTotal(t.amount), count: Number(t.count) })),
  }
}
