import type { CallDef } from '@domain/call'
import type { UserEventType } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Insertable, type Kysely, type SelectQueryBuilder, sql, type Updateable } from 'kysely'
import type { z } from 'zod'
import { recordEvent } from './audit'
import { bindCall, type SignedInInput } from './calls'
import type { Database } from './db/database'
import { notFound } from './errors'
import { keysetPage, parseSort, type SortChoices } from './lists'
import type { Services } from './services'

/** The calls of one kind of child record; a record without one of them leaves it out. */
export interface RecordCalls {
  list?: CallDef
  get?: CallDef
  create?: CallDef
  update?: CallDef
  remove?: CallDef
}

type ParamsOf<C> = C extends CallDef ? z.output<C['params']> : never
type QueryOf<C> = C extends CallDef ? z.output<C['query']> : never
type BodyOf<C> = C extends CallDef ? z.output<C['body']> : never
type InputOf<C> = C extends CallDef ? SignedInInput<C> : never
type KeyedCalls<C extends RecordCalls> = C['get'] | C['update'] | C['remove']

/** Tables with an id and the two timestamps the helper sets. */
export type RecordTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; created_at: unknown; updated_at: unknown } ? T : never
}[keyof Database]

type Stamps = 'id' | 'created_at' | 'updated_at'

export type AuditAction = 'create' | 'update' | 'delete'

interface ListQuery {
  limit: number
  cursor?: string
  sort?: string
}

/**
 * One kind of record that belongs to a parent (a merchant, a space, a card restriction): how
 * to find the parent in the caller's scope, read the parent's records, turn a row into the
 * API's entity, build the values of a write and audit it.
 */
export interface RecordSpec<C extends RecordCalls, P, T extends RecordTable, DB, TB extends keyof DB, Row extends { rowId: number | string }, E> {
  calls: C
  /** The parent the path (or, for create, the body) names; 404 when the caller may not see it. */
  parent: (input: InputOf<C[keyof C]>) => Promise<P>
  /** The parent of a create whose body, not its path, names it. */
  parentOfCreate?: (input: InputOf<C['create']>) => Promise<P>
  /** The record's key in the path of get, update and remove. */
  key: (params: ParamsOf<KeyedCalls<C>>) => number | string
  /** Named in the 404 of a missing record: `Gateway config`. */
  noun: string
  table: T
  /** The parent's records with everything the entity needs, the id selected as `rowId`. */
  rows: (db: Kysely<Database>, parent: P) => SelectQueryBuilder<DB, TB, Row>
  /** The column the path's key matches (`c.id`, `c.name`) and the id column (`c.id`). */
  keyColumn: string
  idColumn: string
  toEntity: (row: Row, parent: P) => E
  list?: {
    sorts: SortChoices
    /** Without one, the first sort, newest first. */
    defaultSort?: string
    filter?: (rows: SelectQueryBuilder<DB, TB, Row>, query: QueryOf<C['list']>) => SelectQueryBuilder<DB, TB, Row>
  }
  /** The values of a new record; checks the input first (field errors). */
  insert?: (input: { db: Kysely<Database>; parent: P; body: BodyOf<C['create']> }) => Promise<Omit<Insertable<Database[T]>, Stamps>>
  /** The values that change; checks the input against the record as it is. */
  update?: (input: { db: Kysely<Database>; parent: P; body: BodyOf<C['update']>; before: E }) => Promise<Omit<Updateable<Database[T]>, Stamps>>
  /** Refuses a change the caller may not make to a record it sees (throws). */
  canChange?: (row: Row, parent: P) => void
  /** Writes that go with a create or an update, in its transaction (links to other records). */
  saved?: (input: { db: Kysely<Database>; parent: P; id: number; body: BodyOf<C['create']> | BodyOf<C['update']> }) => Promise<void>
  /** Writes that go with a delete, in its transaction, before the row goes. */
  removing?: (input: { db: Kysely<Database>; parent: P; entity: E; now: Date }) => Promise<void>
  /** The error of a write the database refuses as a duplicate (a unique key). */
  unique?: () => Error
  audit: {
    /** One type for every write; CREATE, UPDATE and DELETE when none. */
    type?: UserEventType
    targetType: string
    targetId: (entity: E, parent: P) => string | number
    /** What the event keeps besides before and after: the merchant, the action... */
    context?: (entity: E, parent: P, action: AuditAction) => Record<string, unknown>
  }
}

const typeByAction: Record<AuditAction, UserEventType> = { create: 'CREATE', update: 'UPDATE', delete: 'DELETE' }

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/**
 * Registers the list, get, create, update and remove calls of a record (those the spec names)
 * and answers a loader for other calls of the same record. Every write runs in a transaction
 * with its audit event: `after` on create, `before` and `after` on update, `before` (and a null
 * `after`) on delete.
 */
export function registerRecordCalls<C extends RecordCalls, P, T extends RecordTable, DB, TB extends keyof DB, Row extends { rowId: number | string }, E>(
  app: FastifyInstance,
  services: Services,
  spec: RecordSpec<C, P, T, DB, TB, Row, E>,
) {
  const { db } = services
  const { calls } = spec
  type Input = InputOf<C[keyof C]>
  // The table is a type parameter: Kysely cannot check a write to "some table" generically, so
  // the writes go through this untyped view while the spec's builders are typed per table.
  const writer = (trx: Kysely<Database>) => trx as unknown as Kysely<Record<string, Record<string, unknown>>>
  const table: string = spec.table

  const byColumn = (trx: Kysely<Database>, parent: P, column: string, value: number | string) =>
    spec.rows(trx, parent).where(() => sql<boolean>`${sql.ref(column)} = ${value}`).executeTakeFirst() as Promise<Row | undefined>

  async function load(trx: Kysely<Database>, parent: P, key: number | string): Promise<Row> {
    const row = await byColumn(trx, parent, spec.keyColumn, key)
    if (!row) throw notFound(spec.noun)
    return row
  }

  async function reload(trx: Kysely<Database>, parent: P, id: number): Promise<E> {
    return spec.toEntity((await byColumn(trx, parent, spec.idColumn, id))!, parent)
  }

  async function audited(trx: Kysely<Database>, input: Input, parent: P, action: AuditAction, now: Date, change: { before?: E; after?: E }) {
    const entity = (change.after ?? change.before)!
    const { audit } = spec
    await recordEvent(trx, {
      principal: input.principal,
      type: audit.type ?? typeByAction[action],
      targetType: audit.targetType,
      targetId: audit.targetId(entity, parent),
      detail: { ...audit.context?.(entity, parent, action), ...change, ...(action === 'delete' ? { after: null } : {}) },
      ip: input.request.ip,
      at: now,
    })
  }

  async function refusingDuplicates<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work()
    } catch (error) {
      if (spec.unique && isUniqueViolation(error)) throw spec.unique()
      throw error
    }
  }

  const keyOf = (input: Input) => spec.key(input.params as ParamsOf<KeyedCalls<C>>)
  const bind = (call: CallDef | undefined, handler: (input: Input) => Promise<unknown>) => {
    if (call) bindCall(app, services, call, handler as never)
  }

  bind(calls.list, async (input) => {
    const parent = await spec.parent(input)
    const query = input.query as ListQuery
    const options = spec.list!
    const rows = options.filter ? options.filter(spec.rows(db, parent), input.query as QueryOf<C['list']>) : spec.rows(db, parent)
    const sort = parseSort(query.sort ?? options.defaultSort, options.sorts)
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: spec.idColumn }, (row) => spec.toEntity(row, parent))
  })

  bind(calls.get, async (input) => {
    const parent = await spec.parent(input)
    return spec.toEntity(await load(db, parent, keyOf(input)), parent)
  })

  /** A create or an update with what goes with it and its audit event, in one transaction. */
  function saving(input: Input, parent: P, body: BodyOf<C['create']> | BodyOf<C['update']>, write: (trx: Kysely<Database>, now: Date) => Promise<number>, before?: E) {
    const now = services.now()
    return refusingDuplicates(() =>
      db.transaction().execute(async (trx) => {
        const id = await write(trx, now)
        await spec.saved?.({ db: trx, parent, id, body })
        const after = await reload(trx, parent, id)
        await audited(trx, input, parent, before ? 'update' : 'create', now, { before, after })
        return after
      }),
    )
  }

  bind(calls.create, async (input) => {
    const parent = await (spec.parentOfCreate ?? spec.parent)(input as InputOf<C['create']>)
    const body = input.body as BodyOf<C['create']>
    const values = await spec.insert!({ db, parent, body })
    const created = await saving(input, parent, body, async (trx, now) => {
      const row = await writer(trx)
        .insertInto(table)
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    })
    input.reply.code(201)
    return created
  })

  bind(calls.update, async (input) => {
    const parent = await spec.parent(input)
    const current = await load(db, parent, keyOf(input))
    spec.canChange?.(current, parent)
    const before = spec.toEntity(current, parent)
    const body = input.body as BodyOf<C['update']>
    const values = await spec.update!({ db, parent, body, before })
    return saving(
      input,
      parent,
      body,
      async (trx, now) => {
        await writer(trx)
          .updateTable(table)
          .set({ ...values, updated_at: now })
          .where('id', '=', current.rowId)
          .execute()
        return Number(current.rowId)
      },
      before,
    )
  })

  bind(calls.remove, async (input) => {
    const parent = await spec.parent(input)
    const current = await load(db, parent, keyOf(input))
    spec.canChange?.(current, parent)
    const before = spec.toEntity(current, parent)
    const now = services.now()
    await db.transaction().execute(async (trx) => {
      await spec.removing?.({ db: trx, parent, entity: before, now })
      await writer(trx).deleteFrom(table).where('id', '=', current.rowId).execute()
      await audited(trx, input, parent, 'delete', now, { before })
    })
    return { ok: true as const }
  })

  return {
    /** The parent's record of this key, for the record's other calls; 404 when there is none. */
    load: (parent: P, key: number | string) => load(db, parent, key),
  }
}
