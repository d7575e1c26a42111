import { type Kysely, type RawBuilder, sql } from 'kysely'
import { isUniqueViolation } from '../../crud'
import type { Database } from '../../db/database'
import { conflict } from '../../errors'

type Image = Record<string, unknown>

/** A row a write changed, as the capture kept it (migration 0041). */
export interface CapturedRow {
  id: number
  table_name: string
  before: Image | null
  after: Image | null
}

interface Column {
  name: string
  key: boolean
  /** An identity column filled by the database, which an insert sets only when overriding it. */
  identity: boolean
  generated: boolean
}

async function columnsOf(trx: Kysely<Database>, table: string): Promise<Column[]> {
  const { rows } = await sql<Column>`
    select a.attname as name, coalesce(a.attnum = any(i.indkey::int2[]), false) as key, a.attidentity = 'a' as identity, a.attgenerated <> '' as generated
    from pg_attribute a left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
    where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(trx)
  return rows
}

/** One record's change by the whole write: as it was before the first change, and after the last. */
interface RecordChange {
  table: string
  columns: Column[]
  before: Image | null
  after: Image | null
}

/**
 * The write's changes record by record (a row changed twice is one change), latest first: the
 * order in which putting them back keeps references whole.
 */
async function recordChanges(trx: Kysely<Database>, rows: CapturedRow[]): Promise<RecordChange[]> {
  const columns = new Map<string, Column[]>()
  const changes = new Map<string, RecordChange>()
  for (const row of [...rows].sort((a, b) => b.id - a.id)) {
    const table = row.table_name
    if (!columns.has(table)) columns.set(table, await columnsOf(trx, table))
    const tableColumns = columns.get(table)!
    const image = (row.after ?? row.before)!
    const key = `${table}:${JSON.stringify(tableColumns.filter((c) => c.key).map((c) => image[c.name]))}`
    const later = changes.get(key)
    if (later) later.before = row.before
    else changes.set(key, { table, columns: tableColumns, before: row.before, after: row.after })
  }
  return [...changes.values()].filter((change) => change.before !== null || change.after !== null)
}

const source = (table: string, image: Image): RawBuilder<unknown> => sql`jsonb_populate_record(null::${sql.table(table)}, ${JSON.stringify(image)}::jsonb)`

const sameKey = (columns: Column[]) =>
  sql.join(
    columns.filter((c) => c.key).map((c) => sql`${sql.ref(`t.${c.name}`)} = ${sql.ref(`src.${c.name}`)}`),
    sql` and `,
  )

/**
 * Refuses the undo (409) unless the record is still as the write left it: gone after a delete,
 * else exactly its `after`. Locks it for the rest of the undo.
 */
async function mustBeAsLeft(trx: Kysely<Database>, change: RecordChange): Promise<void> {
  const { table, columns, before, after } = change
  const { rows } = await sql<{ same: boolean }>`
    select to_jsonb(t) = ${JSON.stringify(after)}::jsonb as same
    from ${sql.table(table)} as t, ${source(table, (after ?? before)!)} as src
    where ${sameKey(columns)}
    for update of t`.execute(trx)
  const asLeft = after === null ? rows.length === 0 : rows[0]?.same === true
  if (!asLeft) throw conflict('This record changed after the action, so undoing it would overwrite that change', { reason: 'changed' })
}

/** Puts the record back as it was before the write: removes what it created, restores what it changed or deleted. */
async function putBack(trx: Kysely<Database>, { table, columns, before, after }: RecordChange): Promise<void> {
  if (before === null) {
    await sql`delete from ${sql.table(table)} as t using ${source(table, after!)} as src where ${sameKey(columns)}`.execute(trx)
    return
  }
  const written = columns.filter((c) => !c.generated)
  if (after === null) {
    const names = sql.join(written.map((c) => sql.ref(c.name)))
    const overriding = written.some((c) => c.identity) ? sql`overriding system value` : sql``
    await sql`insert into ${sql.table(table)} (${names}) ${overriding} select ${names} from ${source(table, before)} as src`.execute(trx)
    return
  }
  const set = sql.join(written.filter((c) => !c.key && !c.identity).map((c) => sql`${sql.ref(c.name)} = ${sql.ref(`src.${c.name}`)}`))
  await sql`update ${sql.table(table)} as t set ${set} from ${source(table, before)} as src where ${sameKey(columns)}`.execute(trx)
}

/**
 * Reverses a write from the rows it changed: every record is checked first (all still as the
 * write left them, or nothing is done), then put back, latest change first.
 */
export async function reverseRows(trx: Kysely<Database>, rows: CapturedRow[]): Promise<void> {
  const changes = await recordChanges(trx, rows)
  for (const change of changes) await mustBeAsLeft(trx, change)
  try {
    for (const change of changes) await putBack(trx, change)
  } catch (error) {
    // A record made since holds what the undo would put back (a new open review case of the same card).
    if (isUniqueViolation(error)) throw conflict('A record made after the action holds what undoing it would put back', { reason: 'changed' })
    throw error
  }
}
