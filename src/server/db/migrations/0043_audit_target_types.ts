import { type Kysely, sql } from 'kysely'

/** Target types once spelled lower, snake_case or by area slug, and their one camelCase spelling now. */
const renamed: Readonly<Record<string, string>> = {
  gatewayconfig: 'gatewayConfig',
  instrumentconfig: 'instrumentConfig',
  trustlevel: 'trustLevel',
  fraudconfig: 'fraudConfig',
  mgroup: 'merchantGroup',
  savedsearch: 'savedSearch',
  refresh_token: 'refreshToken',
  ledger_movement: 'ledgerMovement',
}

/** Audit events keep one spelling per target type, so a record's history finds its older events too. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [old, now] of Object.entries(renamed)) {
    await sql`update user_event set target_type = ${now} where target_type = ${old}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [old, now] of Object.entries(renamed)) {
    await sql`update user_event set target_type = ${old} where target_type = ${now}`.execute(db)
  }
}
