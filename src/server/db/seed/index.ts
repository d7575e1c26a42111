import { type Kysely, sql } from 'kysely'
import type { Database } from '../database'
import { withoutSecondaryIndexes } from './bulk'
import { seedCatalogues } from './catalogues'
import { seedFinance } from './finance'
import { seedDemoUsers, seedIdentity } from './identity'
import { seedMerchants } from './merchants'
import { seedMessages } from './messages'
import { seedPlatform } from './platform'
import { Random } from './random'
import { pauseReviewOpening, seedReview } from './review'
import { seedRisk } from './risk'
import { seedTransactions, TRANSACTION_SPAN_DAYS } from './transactions'

export interface SeedOptions {
  transactions: number
  /** Fixed so that the demo data set is the same on every machine. */
  now: Date
  log?: (line: string) => void
}

/** The tables filled after the bulk load, analyzed once more at the end. */
const laterTables = [
  'fraud_block', 'velocity_block', 'card_blacklist', 'card_restriction', 'card_restriction_rule', 'merchant_card_restriction',
  'trust_policy_config', 'trust_policy_collection', 'trust_policy', 'email_template_collection', 'email_template', 'message',
  'ledger_entry', 'account', 'account_daily_summary', 'job', 'settlement_upload', 'settlement_record', 'space_daily_report',
  'hive_setting', 'space_config', 'quicksight_report_config', 'saved_search', 'user_event', 'review_case', 'review_reason', 'review_note',
  'review_decision', 'review_allow',
]

/** The tables the transaction generator fills in bulk. */
const bulkTables = ['customer', 'customer_financial_summary', 'transaction', 'transaction_activity', 'transaction_log']

export async function databaseIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('space').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

/**
 * Fills an empty, migrated database with the deterministic demo data set, in one database
 * transaction: the same `transactions` and `now` always give the same rows.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {})
  const now = options.now
  const rng = new Random(20261101)
  let mark = Date.now()
  const step = (what: string) => {
    log(`${what} (${((Date.now() - mark) / 1000).toFixed(1)} s)`)
    mark = Date.now()
  }
  await db.transaction().execute(async (trx) => {
    // Rows are read back in the order they were written (ids stay the same from run to run),
    // and the bulk steps get memory enough to sort and build indexes without spilling.
    await sql`set local time zone 'UTC'`.execute(trx)
    await sql`set local synchronize_seqscans = off`.execute(trx)
    await sql`set local work_mem = '128MB'`.execute(trx)
    await sql`set local maintenance_work_mem = '512MB'`.execute(trx)
    // Cases open once everything they read is in (seedReview), not row by row during the load.
    await pauseReviewOpening(trx)
    const identity = await seedIdentity(trx, now)
    await seedCatalogues(trx, now)
    const merchants = await seedMerchants(trx, rng, now, identity)
    const books = merchants.find((m) => m.name === 'acme-books')!
    const acme = identity.spaces.find((s) => s.name === 'acme')!
    await seedDemoUsers(trx, now, { supportGroupId: books.groupId, supportSpaceId: acme.id, merchantId: books.id, merchantSpaceId: acme.id })
    step(`seeded identity, catalogues and ${merchants.length} merchants`)
    const seeded = await withoutSecondaryIndexes(trx, bulkTables, async () => {
      const result = await seedTransactions(trx, merchants, { count: options.transactions, now, log })
      step(`generated ${result.transactions} transactions and ${result.customers} customers with activities and logs`)
      return result
    })
    step('built transaction indexes')
    await sql`analyze`.execute(trx)
    step('analyzed')
    await seedRisk(trx, rng, now, identity, merchants)
    await seedMessages(trx, rng, now, identity, seeded.transactions)
    await seedFinance(trx, rng, now, identity, TRANSACTION_SPAN_DAYS)
    await seedPlatform(trx, rng, now, identity, merchants)
    await seedReview(trx, now, options.transactions)
    for (const table of laterTables) await sql`analyze ${sql.id(table)}`.execute(trx)
    step('seeded fraud, messages, finance, platform data and review cases')
  })
}
