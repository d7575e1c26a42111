import type { Kysely } from 'kysely'
import type { Database } from '../database'
import { seedDemoUsers, seedIdentity } from './identity'

export interface SeedOptions {
  transactions: number
  /** Fixed so that the demo data set is the same on every machine. */
  now: Date
  log?: (line: string) => void
}

export async function databaseIsEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('space').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

/** Fills an empty, migrated database with the deterministic demo data set. */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {})
  const identity = await seedIdentity(db, options.now)
  const acme = identity.spaces.find((s) => s.name === 'acme')!
  const retail = identity.groups.find((g) => g.name === 'acme-retail')!
  const merchant = await db
    .insertInto('merchant')
    .values({ name: 'acme-books', display_name: 'Acme Books', space_id: acme.id, group_id: retail.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  await seedDemoUsers(db, options.now, {
    supportGroupId: retail.id,
    supportSpaceId: acme.id,
    merchantId: merchant.id,
    merchantSpaceId: acme.id,
  })
  log('seeded identity')
}
