import { type Kysely, sql } from 'kysely'
import { rowHash } from '../../audit-chain'
import type { Database } from '../database'

/** Rows chained per statement while the rows already there are chained. */
const PAGE = 1000

/**
 * The audit trail as a chain per space (audit-chain.ts): each row's place, the hash of the row
 * before it and its own; a head per chain. The rows already there are chained in id order per
 * space, so a check passes on them from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_event')
    .addColumn('chain_seq', 'bigint')
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text')
    .execute()
  await db.schema
    .createTable('audit_chain')
    .addColumn('space_id', 'bigint', (c) => c.references('space.id').unique().nullsNotDistinct())
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hash', 'text')
    .addColumn('anchor_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('anchor_hash', 'text')
    .execute()
  await chainRowsThere(db as unknown as Kysely<Database>)
  await sql`alter table user_event alter column chain_seq set not null, alter column hash set not null`.execute(db)
  // A chain is walked by place; no two rows of a chain hold one place.
  await sql`create unique index user_event_chain_idx on user_event (space_id, chain_seq) nulls not distinct`.execute(db)
  // A write names its undo's audit rows before it writes them, last (crud.ts): they need only exist by its commit.
  await sql`alter table undo_action alter constraint undo_action_event_id_fkey deferrable initially deferred`.execute(db)
}

async function chainRowsThere(db: Kysely<Database>): Promise<void> {
  const spaces = await db.selectFrom('user_event').select('space_id').distinct().execute()
  for (const { space_id: spaceId } of spaces) {
    let seq = 0
    let previous: string | null = null
    let after = 0
    for (;;) {
      const rows = await db
        .selectFrom('user_event')
        .select(['id', 'space_id', 'user_id', 'username', 'type', 'target_type', 'target_id', 'ip', 'detail', 'created_at'])
        .where(spaceId === null ? sql<boolean>`space_id is null` : sql<boolean>`space_id = ${spaceId}`)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE)
        .execute()
      if (rows.length === 0) break
      const chained = rows.map((row) => {
        seq++
        const hash = rowHash({ ...row, chain_seq: seq, prev_hash: previous })!
        const link = sql`(${row.id}::bigint, ${seq}::bigint, ${previous}::text, ${hash}::text)`
        previous = hash
        return link
      })
      await sql`update user_event e set chain_seq = v.seq, prev_hash = v.prev, hash = v.hash
        from (values ${sql.join(chained)}) as v(id, seq, prev, hash) where e.id = v.id`.execute(db)
      after = Number(rows.at(-1)!.id)
    }
    await db.insertInto('audit_chain').values({ space_id: spaceId, last_seq: seq, last_hash: previous }).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table undo_action alter constraint undo_action_event_id_fkey not deferrable`.execute(db)
  await db.schema.dropTable('audit_chain').ifExists().execute()
  await db.schema.dropIndex('user_event_chain_idx').ifExists().execute()
  await db.schema.alterTable('user_event').dropColumn('chain_seq').dropColumn('prev_hash').dropColumn('hash').execute()
}
