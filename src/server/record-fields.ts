import {
  type AliasedExpression,
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { z } from 'zod'
import type { Database } from './db/database'
import { isoTime } from './mappers'

/** `isDefault` -> `is_default`: the column a field is kept in unless its declaration names another. */
export type ColumnName<F extends string> = F extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : F

const columnName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** A table under the alias its record's queries give it: `card_restriction_rule as rr`. */
export type AliasedTable = `${keyof Database & string} as ${string}`
type TableOf<A> = A extends `${infer T extends keyof Database & string} as ${string}` ? T : never
type AliasOf<A> = A extends `${string} as ${infer N}` ? N : never

/** What a state that lapses is read from: the record's status and the time it expires at (`expires_at`), if any. */
export interface Lapsing {
  status: string
  expiresAt: Date | null
}

/** Tables a record's fields read besides its own, by the alias its queries join them under: `{ s: 'space' }`. */
export type Joined = Record<string, keyof Database>

/** The tables a record's queries read by alias: its own and those they join. */
type Scope<From extends AliasedTable, J extends Joined> = Database & { [A in AliasOf<From>]: Database[TableOf<From>] } & { [A in keyof J]: Database[J[A]] }
type ScopeAliases<From extends AliasedTable, J extends Joined> = AliasOf<From> | (keyof J & string)

/** The columns a write never takes from a body: the identity and the two times the helpers stamp. */
type Stamps = 'id' | 'created_at' | 'updated_at'
const stampColumns: readonly string[] = ['id', 'created_at', 'updated_at']

/**
 * How one API field is read (the query selects `expression` under the field's name; `read` makes
 * the API's value of it, at the time of reading for a state that lapses) and, when it is a column
 * of the record's own table, written.
 */
export interface Field<Raw, Value, Column extends string = never> {
  expression: Expression<Raw>
  read(raw: Raw, now: Date): Value
  /** The record's own column a write sets from the field; none for a value read from elsewhere. */
  column?: Column
  /** The column's value of a value a body sends, when it is not the value itself. */
  write?(value: never): unknown
}

type AnyField = Field<unknown, unknown, string>
/** A field whose API value is `Value`, whatever it selects. */
type FieldOfValue<Value> = Pick<AnyField, 'expression' | 'column' | 'write'> & { read(raw: never, now: Date): Value }
type RawOf<F> = F extends Field<infer Raw, unknown, string> ? Raw : never
type ColumnOf<F> = F extends Field<unknown, unknown, infer C> ? C : never

/** Either type may stand for the other: a text column holds an enumeration's value the API checked when it was written. */
type Loose<A, B> = [A] extends [B] ? true : [B] extends [A] ? true : false

/** The entity's fields kept, as they are, in the column of their own name. */
type SameNamed<E, Row> = {
  [K in keyof E & string]: ColumnName<K> extends keyof Row ? (Loose<Row[ColumnName<K>], E[K]> extends true ? K : never) : never
}[keyof E & string]

/**
 * What a record declares of its fields: each one that is not its own column under its own name
 * (another name, a conversion, a value read from elsewhere), and no field the entity lacks.
 */
type Declared<E, Row> = { [K in Exclude<keyof E & string, SameNamed<E, Row>>]: FieldOfValue<E[K]> } & {
  [K in SameNamed<E, Row>]?: FieldOfValue<E[K]>
}

/** The row a record's fields select, under the API's names, before `entity` reads it. */
export type FieldRow<E, Row, D> = {
  [K in keyof E & string]: K extends keyof D ? RawOf<D[K]> : Row[ColumnName<K> & keyof Row]
}

/**
 * The own column each written field is kept in, and the type of the value written there when the
 * field converts what a body sends (`unknown`: the value as sent).
 */
type Written<E, D> = {
  [K in keyof E & string]: {
    column: Exclude<K extends keyof D ? ColumnOf<D[K]> : ColumnName<K>, Stamps>
    stored: K extends keyof D ? (D[K] extends { write(sent: never): infer T } ? T : unknown) : unknown
  }
}

/** A body's fields under the columns they are written to; a field left out of the body is left out here. */
export type ColumnValues<W, B> = {
  [K in keyof B as K extends keyof W ? (W[K] extends { column: infer C extends string } ? C : never) : never]: K extends keyof W
    ? W[K] extends { stored: infer T }
      ? unknown extends T
        ? B[K]
        : T | Extract<B[K], undefined>
      : never
    : never
}

/**
 * The fields of one kind of record, declared once: its select list, its API shape, its written
 * values; `Id` is the type of the column that identifies a row (`id`, unless the table is keyed
 * by another).
 */
export interface RecordFields<From extends AliasedTable = AliasedTable, E = unknown, R = unknown, W = unknown, Id = number> {
  /** The record's table and alias: `card_restriction_rule as rr`. */
  from: From
  table: TableOf<From>
  /** The id column, qualified: `rr.id`. */
  idColumn: string
  /** Each field under its API name, for a select list. */
  selection: readonly AliasedExpression<unknown, string>[]
  /** The record's table, for a query to join and filter before `rows` selects the fields. */
  query(db: Kysely<Database>): SelectQueryBuilder<Scope<From, Record<never, never>>, AliasOf<From>, Record<never, never>>
  /** The query's rows with every field and the id as `rowId`. */
  rows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O & R & { rowId: Id }>
  /** A row of `rows` (or of a JSON list of them) as the API answers it at `now`. */
  entity(row: R, now: Date): E
  /** The fields a body (or a whole entity) holds, as the columns they are written to; JSON for a list or an object. */
  values<B extends object>(body: B): ColumnValues<W, B>
  /** The same declaration for an entity of fewer of its fields (a list's summary of the record). */
  narrow<S extends z.ZodObject>(entity: S): RecordFields<From, z.output<S>, Pick<R, keyof z.output<S> & keyof R>, W, Id>
}

/** Any record's fields, as another declaration or the record helper (crud.ts) uses them. */
export interface AnyRecordFields {
  from: AliasedTable
  table: keyof Database
  idColumn: string
  selection: readonly AliasedExpression<unknown, string>[]
  rows(query: never): unknown
  entity(row: never, now: Date): unknown
  values(body: never): unknown
}

export type EntityOfFields<F> = F extends { entity(row: never, now: Date): infer E } ? E : never
/** A row of a declared record's `rows`: its fields as selected, and its id. */
// biome-ignore lint/suspicious/noExplicitAny: only the id's type is read here; the other parameters vary with each record
export type RowOfFields<F> = F extends { entity(row: infer R, now: Date): unknown } ? R & { rowId: F extends RecordFields<any, any, any, any, infer Id extends number | string> ? Id : never } : never

const asItIs = <T>(value: T) => value

const nobody: Field<null, string | null> = { expression: sql<null>`null`, read: asItIs }

/** A value as its column takes it: a list or an object goes to its jsonb column as JSON text. */
const columnValue = (value: unknown) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value)

/** What a declaration builds its fields with: columns of the record's table, and values its queries read from elsewhere. */
function fieldMaker<From extends AliasedTable, J extends Joined>(alias: string) {
  type Row = Selectable<Database[TableOf<From>]>
  const eb = expressionBuilder<Scope<From, J>, ScopeAliases<From, J>>()
  const ref = <T>(column: string) => sql.ref<T>(`${alias}.${column}`)
  const stamp = (column: string): Field<Date | string, string> => ({ expression: ref(column), read: isoTime })
  function columnField<C extends keyof Row & string>(column: C): Field<Row[C], Row[C], C>
  function columnField<C extends keyof Row & string, Value, Sent>(
    column: C,
    convert: { read: (raw: Row[C]) => Value; write: (sent: Sent) => Row[C] },
  ): Field<Row[C], Value, C> & { write(sent: Sent): Row[C] }
  function columnField(column: string, convert?: { read: (raw: never) => unknown; write: (sent: never) => unknown }): never {
    return { expression: ref(column), read: convert?.read ?? asItIs, column, ...(convert ? { write: convert.write } : {}) } as never
  }
  return {
    /**
     * A column of the record's table under another name (`ruleId` is `id`), or kept otherwise than
     * the API answers it: `read` makes the API's value, `write` the column's (an empty text for none).
     */
    column: columnField,
    /** Who made and last changed a record whose table does not keep them: nobody known. */
    noAuthors: { createdBy: nobody, updatedBy: nobody },
    /** A time column of the record's table, in ISO 8601 (null where it is not set): `expiresAt` is `expires_at`. */
    time: <C extends keyof Row & string>(column: C): Field<Row[C], Row[C] extends Date ? string : string | null, C> => ({
      expression: ref(column),
      read: (raw) => isoTime(raw as Date | null) as never,
      column,
    }),
    /** A state of a record that lapses at its `expires_at` (in force, or its status), as it is at the time of reading. */
    lapsing: <Value>(read: (record: Lapsing, now: Date) => Value): Field<{ status: string; expiresAt: string | null }, Value> => ({
      expression: sql`json_build_object('status', ${ref('status')}, 'expiresAt', ${ref('expires_at')})`,
      read: (raw, now) => read({ status: raw.status, expiresAt: raw.expiresAt === null ? null : new Date(raw.expiresAt) }, now),
    }),
    /** The created and updated times every editable record answers, in ISO 8601; the helpers that write the record stamp them. */
    stamps: { created: stamp('created_at'), updated: stamp('updated_at') },
    /**
     * A value read from elsewhere (a joined table's name, a count, a list of names), or a column
     * the API reads otherwise, through `read` when the API's differs (at `now`, for a state that lapses).
     */
    select: <Raw, Value = Raw>(
      build: (eb: ExpressionBuilder<Scope<From, J>, ScopeAliases<From, J>>) => Expression<Raw>,
      read?: (raw: Raw, now: Date) => Value,
    ): Field<Raw, Value> => ({
      expression: build(eb),
      read: (read ?? asItIs) as (raw: Raw, now: Date) => Value,
    }),
    /**
     * The records of another declaration that `narrow` keeps (by a reference to this record, in
     * their order), as a JSON list of them each read by its own declaration.
     */
    records: <F extends AnyRecordFields>(
      fields: F,
      narrow: (
        query: SelectQueryBuilder<Scope<From, J> & Scope<F['from'], Record<never, never>>, ScopeAliases<From, J> | AliasOf<F['from']>, Record<never, never>>,
      ) => SelectQueryBuilder<never, never, Record<never, never>>,
    ): Field<unknown[], EntityOfFields<F>[]> => {
      const query = eb.selectFrom(fields.from as never) as never
      return {
        expression: jsonArrayFrom(narrow(query).select(fields.selection as never)),
        read: (rows, now) => rows.map((row) => fields.entity(row as never, now) as EntityOfFields<F>),
      }
    },
  }
}

/**
 * Declares a record's fields on the server: the API's entity (its zod schema), the record's table
 * under the alias its queries use, the tables those queries join by alias, and each field that is
 * not the record's column of its own name (in snake_case), as CamelCasePlugin would map it, but
 * for this record alone. The compiler holds the declaration to the entity and the table: a field
 * of the entity with no column of its name must be declared, and nothing else may be. A table
 * keyed by another column than `id` names it (`code`).
 */
export function recordFields<
  S extends z.ZodObject,
  From extends AliasedTable,
  J extends Joined,
  D extends Declared<z.output<S>, Selectable<Database[TableOf<From>]>>,
  K extends keyof Selectable<Database[TableOf<From>]> & string = 'id' & keyof Selectable<Database[TableOf<From>]>,
>(
  entity: S,
  from: From,
  _joined: J,
  declare: (f: ReturnType<typeof fieldMaker<From, J>>) => D & Record<Exclude<keyof D, keyof z.output<S>>, never>,
  key?: K,
): RecordFields<From, z.output<S>, FieldRow<z.output<S>, Selectable<Database[TableOf<From>]>, D>, Written<z.output<S>, D>, Selectable<Database[TableOf<From>]>[K]> {
  const alias = from.split(' as ')[1]!
  const declared: Record<string, AnyField> = declare(fieldMaker<From, J>(alias))
  const fields = Object.keys(entity.shape).map((name): [string, AnyField] => {
    const column = columnName(name)
    return [name, declared[name] ?? { expression: sql.ref(`${alias}.${column}`), read: asItIs, column }]
  })
  return fieldsOf(from, `${alias}.${key ?? 'id'}`, fields) as never
}

/** A record's declaration built from its fields, each under its API name. */
function fieldsOf(from: AliasedTable, idColumn: string, fields: [string, AnyField][]): RecordFields {
  const written = fields.filter(([, field]) => field.column && !stampColumns.includes(field.column))
  const selection = fields.map(([name, field]) => sql`${field.expression}`.as(name))
  return {
    from,
    table: from.split(' as ')[0] as keyof Database as never,
    idColumn,
    selection,
    query: (db) => db.selectFrom(from as never) as never,
    rows: (query) => query.select(selection as never).select(sql.ref(idColumn).as('rowId') as never) as never,
    entity: (row, now) => Object.fromEntries(fields.map(([name, field]) => [name, field.read((row as Record<string, unknown>)[name], now)])),
    values: (body) => {
      const values: Record<string, unknown> = {}
      for (const [name, field] of written) {
        const value = (body as Record<string, unknown>)[name]
        if (value !== undefined) values[field.column!] = columnValue(field.write ? field.write(value as never) : value)
      }
      return values as never
    },
    narrow: (entity) => fieldsOf(from, idColumn, fields.filter(([name]) => name in entity.shape)) as never,
  }
}
