import type { Kysely } from 'kysely'
import type { Database } from './database'
import { type Migration, type MigrationProvider, Migrator } from 'kysely'
import { migrations } from './migrations'

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
}

/** Brings the schema up to date; runs at every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
