import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely'

/** Column shapes shared by the migrations, so every table spells them the same way. */
const idColumn = (c: ColumnDefinitionBuilder) => c.generatedAlwaysAsIdentity().primaryKey()
export const nowColumn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`)
export const jsonObject = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'{}'::jsonb`)
export const jsonList = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'[]'::jsonb`)
/** Money is integer minor units; a missing figure is 0, never null. */
export const minorUnits = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)
export const CURRENCY = sql`char(3)`

/** A required reference to the row `target` names (`space.id`). */
export const refersTo = (target: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(target)
/** A required reference to the record a row belongs to: the row goes when it goes. */
export const ownedBy = (target: string) => (c: ColumnDefinitionBuilder) => refersTo(target)(c).onDelete('cascade')

/** The column naming a record's parent, and how it refers to it. */
export type Parent<N extends string> = readonly [column: N, reference: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder]
/** The two scoped roots: a record of a space, and a merchant's own record. */
export const inSpace: Parent<'space_id'> = ['space_id', refersTo('space.id')]
export const ofMerchant: Parent<'merchant_id'> = ['merchant_id', ownedBy('merchant.id')]

/** A record's table: its identity id first, then the column of its parent when it has one. */
export function recordTable<T extends string, N extends string = never>(db: Kysely<unknown>, table: T, parent?: Parent<N>): CreateTableBuilder<T, 'id' | N> {
  const withId = db.schema.createTable(table).addColumn('id', 'bigint', idColumn)
  return (parent ? withId.addColumn(parent[0], 'bigint', parent[1]) : withId) as CreateTableBuilder<T, 'id' | N>
}

/** The two times of an editable record: created, and last changed. */
export const stamps = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table.addColumn('created_at', 'timestamptz', nowColumn).addColumn('updated_at', 'timestamptz', nowColumn)

/** A record's status, `initial` until a write changes it, and its two times: the last columns of most records. */
export const statusAndStamps =
  (initial: string) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn('status', 'text', (c) => c.notNull().defaultTo(initial)).$call(stamps)

/** A table linking two records, keyed by the pair (`<table>_pk`): a link goes when either record goes. */
export function linkTable<T extends string, A extends string, B extends string>(db: Kysely<unknown>, table: T, a: [column: A, target: string], b: [column: B, target: string]) {
  return db.schema
    .createTable(table)
    .addColumn(a[0], 'bigint', ownedBy(a[1]))
    .addColumn(b[0], 'bigint', ownedBy(b[1]))
    .addPrimaryKeyConstraint(`${table}_pk`, [a[0], b[0]])
}
