import { type Kysely, sql } from 'kysely'
import type { Database } from '../database'

interface Constraint {
  table: string
  name: string
  definition: string
}

/**
 * Runs a bulk load with the tables' secondary indexes, unique constraints and foreign keys set
 * aside, then builds them again: one index build is far cheaper than a million index updates
 * and key checks, and the rebuilt constraints still check every loaded row. Primary keys stay.
 */
export async function withoutSecondaryIndexes<T>(db: Kysely<Database>, tables: string[], load: () => Promise<T>): Promise<T> {
  const indexes = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${sql.val(tables)}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`.execute(db)
  // Unique constraints first and foreign keys last: a key needs the unique index it points at.
  const constraints = await sql<Constraint & { kind: string }>`
    select cl.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition, c.contype as kind
    from pg_constraint c join pg_class cl on cl.oid = c.conrelid
    where c.contype in ('u', 'f') and cl.relname = any(${sql.val(tables)}::text[])
      and cl.relnamespace = current_schema()::regnamespace
    order by c.contype desc, c.conname`.execute(db)
  for (const c of [...constraints.rows].reverse()) await sql`alter table ${sql.id(c.table)} drop constraint ${sql.id(c.name)}`.execute(db)
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db)
  const result = await load()
  for (const index of indexes.rows) await sql.raw(index.definition).execute(db)
  for (const c of constraints.rows) {
    await sql`alter table ${sql.id(c.table)} add constraint ${sql.id(c.name)} ${sql.raw(c.definition)}`.execute(db)
  }
  return result
}
