import type { CallDef } from '@domain/call'
import type { UserEventType } from '@domain/enums'
import { auditTargetOf, type KindName } from '@domain/kinds'
import type { FastifyInstance } from 'fastify'
import { type Insertable, type Kysely, type SelectQueryBuilder, sql, type Updateable } from 'kysely'
import type { z } from 'zod'
import { noteWrites } from './approval-gate'
import { type EventInput, type NamedUser, recordEvents } from './audit'
import { reserveEventIds } from './audit-chain'
import type { Principal } from './auth/principal'
import { bindCall, type SignedInInput } from './calls'
import type { Database } from './db/database'
import { notFound } from './errors'
import { keysetPage, parseSort, type SortChoices } from './lists'
import type { AnyRecordFields, RowOfFields } from './record-fields'
import type { Services } from './services'
import { finishUndoCapture, startUndoCapture, type WriteRequest } from './undo'

/** The calls of one kind of record; a record without one of them leaves it out. */
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
type AnswerOf<C> = C extends CallDef ? z.output<C['response']> : never
type KeyedCalls<C extends RecordCalls> = C['get'] | C['update'] | C['remove']

/** The record as the API answers it: what its get (or else its update, or create) call answers, else a row of its list. */
export type EntityOf<C extends RecordCalls> = C['get'] extends CallDef
  ? AnswerOf<C['get']>
  : C['update'] extends CallDef
    ? AnswerOf<C['update']>
    : C['create'] extends CallDef
      ? AnswerOf<C['create']>
      : ListRowOf<C['list']>

type ListRowOf<C> = AnswerOf<C> extends { items: (infer Row)[] } ? Row : never

/** Tables with an id, which a record's default delete removes by. */
export type RecordTable = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database]

/** Tables with an id and the two timestamps `insertRow` and `updateRow` set. */
export type StampedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; created_at: unknown; updated_at: unknown } ? T : never
}[keyof Database]

type Stamps = 'id' | 'created_at' | 'updated_at'

// Kysely cannot check a write to "one of these tables" generically; the values are checked
// against the named table by the signatures below, so the queries go through an untyped view.
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>

/** Inserts a row stamped `now` and answers its id. */
export async function insertRow<T extends StampedTable>(db: Kysely<Database>, table: T, now: Date, values: Omit<Insertable<Database[T]>, Stamps>) {
  const row = await untyped(db)
    .insertInto(table as string)
    .values({ ...(values as Record<string, unknown>), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Updates the row of this id with `values`, stamped `now`. */
export async function updateRow<T extends StampedTable>(
  db: Kysely<Database>,
  table: T,
  id: number | string,
  now: Date,
  values: Omit<Updateable<Database[T]>, Stamps>,
): Promise<undefined> {
  await untyped(db)
    .updateTable(table as string)
    .set({ ...(values as Record<string, unknown>), updated_at: now })
    .where('id', '=', id)
    .execute()
  return undefined
}

/** The created and updated times of the rows an insert-select copies: both `now`. */
export function copyStamps(now: Date) {
  return [sql<Date>`${now}::timestamptz`.as('created_at'), sql<Date>`${now}::timestamptz`.as('updated_at')] as const
}

type Column<T extends keyof Database> = keyof Database[T] & string

/**
 * The columns a partial update sets: each field the body sends (not undefined) under its column,
 * through its conversion when one is given (`[column, toColumn]`); a field not sent keeps its value.
 */
export function sentColumns<T extends keyof Database, B extends object>(
  _table: T,
  body: B,
  columns: { [K in keyof B]?: Column<T> | readonly [Column<T>, (value: Exclude<B[K], undefined>) => unknown] },
): Updateable<Database[T]> {
  const set: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(columns) as [keyof B & string, Column<T> | readonly [Column<T>, (value: unknown) => unknown]][]) {
    const value = body[field]
    if (value === undefined) continue
    if (typeof column === 'string') set[column] = value
    else set[column[0]] = column[1](value)
  }
  return set as Updateable<Database[T]>
}

/**
 * The values of `fields` a partial update leaves, for checks that look at them together: each
 * the body sends (not undefined), else the record's value before.
 */
export function valuesAfter<B extends object, E extends object, K extends keyof B & keyof E>(
  body: B,
  before: E,
  fields: readonly K[],
): { [F in K]: Exclude<B[F], undefined> | E[F] } {
  return Object.fromEntries(fields.map((field) => [field, body[field] === undefined ? before[field] : body[field]])) as {
    [F in K]: Exclude<B[F], undefined> | E[F]
  }
}

// A spec reads its own tables under its own aliases; the helper only adds a where and a keyset
// page, which need no more of the builder's types than the row it selects.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Rows<Row> = SelectQueryBuilder<any, any, Row>

export type AuditAction = 'create' | 'update' | 'delete'

/** Who writes: the signed-in principal and the request it came from (the origin ip, and its undo). */
export interface Writer {
  principal: Principal
  request: WriteRequest
}

/** A writer known only by name (a sign-in, a password reset link): its writes have no undo. */
export interface NamedWriter {
  principal?: never
  user: NamedUser
  request: Pick<WriteRequest, 'ip'>
}

/**
 * The audit row of one write: its type and target, and what it keeps (before, after, context).
 * `final` marks a write no undo may reverse though its type could be (a rotated secret: the old
 * one may have leaked).
 */
export type WriteEvent = Pick<EventInput, 'type' | 'action' | 'targetType' | 'targetId' | 'detail'> & { final?: true }

/**
 * The audit rows of writes to records of one kind that the record helper does not make itself (a
 * batch, a write of another area), under the target type its row of the kind table gives.
 */
export function auditedAs(kind: KindName): (event: Omit<WriteEvent, 'targetType'>) => WriteEvent {
  const targetType = auditTargetOf(kind)
  return (event) => ({ ...event, targetType })
}

/**
 * Runs one write as one transaction: the write (which reloads what it changed), then its audit
 * row (a row per record for a batch, none for a write that turned out to change nothing) with
 * who, when and the origin ip. A failure anywhere leaves neither the change nor the row;
 * a duplicate the database refuses is `unique()`'s error when one is given. The rows a signed-in
 * writer's write changes are captured, so a write that can be undone is, as one unit, by
 * `POST undo/{eventId}` (undo.ts); its request answers that event in `x-undo-event`. A write
 * whose events are never undoable (a claim of a review case) says `{ undo: false }`: nothing of
 * it is captured, which spares a busy write the capture's reads and writes.
 */
export async function auditedWrite<R>(
  services: Services,
  writer: Writer | NamedWriter,
  write: (db: Kysely<Database>, now: Date) => Promise<{ answer: R; event: WriteEvent | WriteEvent[] }>,
  unique?: () => Error,
  options: { undo?: false } = {},
): Promise<R> {
  const now = services.now()
  const actor = writer.principal ? { principal: writer.principal } : { user: writer.user }
  try {
    return await services.db.transaction().execute(async (trx) => {
      const capture = writer.principal && options.undo !== false ? await startUndoCapture(trx, writer.principal) : null
      const { answer, event } = await write(trx, now)
      // A request being weighed for approval notes what the write changes (approval-gate.ts).
      const written = noteWrites([event].flat())
      // The audit rows go in last, just before the commit: the writers of a space wait for each other from there (audit-chain.ts).
      const ids = await reserveEventIds(trx, written.length)
      const events: { id: number; type: UserEventType; final?: true }[] = written.map(({ type, final }, index) => ({ id: ids[index]!, type, ...(final ? { final } : {}) }))
      if (capture !== null && writer.principal) {
        const { principal, request } = writer
        const undoEvent = await finishUndoCapture(trx, { id: capture, now, principal, access: request.callAccess, events })
        if (undoEvent !== null) request.undoEvent = undoEvent
      }
      await recordEvents(
        trx,
        written.map(({ final: _, ...one }, index) => ({ ...one, ...actor, ip: writer.request.ip, at: now, id: ids[index] })),
      )
      return answer
    })
  } catch (error) {
    if (unique && isUniqueViolation(error)) throw unique()
    throw error
  }
}

/** The database refused a write as a duplicate of a unique key. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** What a write hook gets: the transaction, the parent (or scope), the body, the time and who. */
export interface Write<P, B> {
  db: Kysely<Database>
  parent: P
  body: B
  now: Date
  principal: Principal
}

/** A root record's parent: the caller, whose scope its `rows` keep to. */
const callerScope = async ({ principal }: { principal: Principal }) => principal

/** A write to a record that exists: the row as it was and its entity (`before`). */
export type Change<P, B, Row, E> = Write<P, B> & { row: Row; before: E }

/**
 * One kind of record. A root record's parent is the caller (its `rows` keep what the caller's
 * scope sees), unless `parent` says otherwise; a child record's is the parent the path names (404
 * when the caller may not see it). The spec says how rows become the API's entity, writes with
 * its own typed queries, and the helper runs every write as transaction, write, reload and audit row.
 */
export interface RecordSpec<C extends RecordCalls, P, Row extends { rowId: number | string }> {
  /** Its row of the kind table, which names its audit rows' target type. */
  kind: KindName
  calls: C
  /** The parent of the path's records; the caller (callerScope) when none is given. */
  parent?: (input: InputOf<C[keyof C]>) => Promise<P>
  /** The parent of a create whose body, not its path, names it. */
  parentOfCreate?: (input: InputOf<C['create']>) => Promise<P>
  /** The record's key in the path of get, update, remove and actions; the path's `id` when none is given. */
  key?: (params: ParamsOf<KeyedCalls<C>>) => number | string
  /** Named in the 404 of a missing record: `Gateway config`. */
  noun: string
  /** The table a remove deletes the row from, unless the spec's `remove` does it. */
  table?: RecordTable
  /** The parent's records with everything the entity needs, the id selected as `rowId`. */
  rows: (db: Kysely<Database>, parent: P) => Rows<Row>
  /** The id column (`c.id`), and the column the path's key matches when it is not the id (`c.name`). */
  idColumn: string
  keyColumn?: string
  toEntity: (row: Row, parent: P) => EntityOf<C>
  list?: {
    sorts: SortChoices
    /** Without one, the first sort, newest first. */
    defaultSort?: string
    /** Cuts the rows by the list's query; `now` for the records that lapse. */
    filter?: (rows: Rows<Row>, query: QueryOf<C['list']>, now: Date) => Rows<Row>
  }
  /**
   * Checks and inserts a new record, answering its id (its key, for a table keyed by text). A
   * create that answers more than the record, once (a new secret), answers `{ id, answer }`: only
   * the call's answer holds it.
   */
  create?: (write: Write<P, BodyOf<C['create']>>) => Promise<number | string | { id: number; answer: (record: EntityOf<C>) => unknown }>
  /** The status of a create's answer: 201 unless calls.tsv says 200. */
  createdStatus?: 200 | 201
  /** Checks and writes a change; may answer more for the audit row (which secrets it replaced). */
  update?: (write: Change<P, BodyOf<C['update']>, Row, EntityOf<C>>) => Promise<Record<string, unknown> | undefined>
  /** Writes that go with a delete; the row itself goes from `table` unless this removes it. */
  remove?: (write: Change<P, undefined, Row, EntityOf<C>>) => Promise<void>
  /** Refuses a change the caller may not make to a record it sees (throws). */
  canChange?: (row: Row, parent: P) => void
  /** The error of a write the database refuses as a duplicate (a unique key). */
  unique?: () => Error
  audit: {
    /** One type for every write; CREATE, UPDATE and DELETE when none. */
    type?: UserEventType
    targetId: (entity: EntityOf<C>, parent: P) => string | number
    /** What the event keeps besides before and after: the merchant, the action... */
    context?: (entity: EntityOf<C>, parent: P, action: AuditAction) => Record<string, unknown>
  }
}

/** A named action on one record (status change, rotate, resend), audited like an update. */
export interface RecordAction<A extends CallDef, P, Row, E> {
  call: A
  /** UPDATE unless the action's own event type says more. */
  type?: UserEventType
  /** Checks and writes; what it answers reaches `answer`. */
  run: (write: Change<P, z.output<A['body']>, Row, E>) => Promise<unknown>
  /** What the call answers: the record as it is after, unless this says otherwise. */
  answer?: (after: E, ran: unknown) => unknown
  /** The event's before and after, when the whole record says too little or too much. */
  detail?: (before: E, after: E, ran: unknown) => WriteEvent['detail']
}

/** A new record made from one (a clone), audited as its creation with the record it came from. */
export interface RecordCopy<A extends CallDef, P, Row> {
  call: A
  /** The parent of the copy, checked as one the caller may write to; the source's own unless this says otherwise. */
  parent?: (input: SignedInInput<A>, source: Row, sourceParent: P) => Promise<P>
  /** Inserts the copy and what it holds, answering its id. */
  run: (write: Write<P, z.output<A['body']>> & { source: Row }) => Promise<number>
  /** Names the source in the audit row (`clonedFrom`). */
  from: (source: Row) => string
}

const typeByAction: Record<AuditAction, UserEventType> = { create: 'CREATE', update: 'UPDATE', delete: 'DELETE' }

/**
 * A record whose fields are declared once (record-fields.ts): its rows select them (the id as
 * `rowId`), its entity reads them, a remove deletes its row, and an update without a hook of its
 * own writes the fields the body sends.
 */
export type DeclaredRecordSpec<C extends RecordCalls, P, F extends AnyRecordFields, Extra> = Omit<
  RecordSpec<C, P, RowOfFields<F> & Extra>,
  'rows' | 'idColumn' | 'toEntity' | 'table'
> & {
  fields: F & { entity(row: never, now: Date): EntityOf<C> }
  /** The parent's records (`fields.query`, joined and filtered), with what its checks read beyond the fields. */
  rows: (db: Kysely<Database>, parent: P) => Rows<Extra>
}

function declaredSpec<C extends RecordCalls, P, F extends AnyRecordFields, Extra>(
  services: Services,
  spec: DeclaredRecordSpec<C, P, F, Extra>,
): RecordSpec<C, P, RowOfFields<F> & Extra> {
  const { fields } = spec
  return {
    ...spec,
    rows: (db, parent) => fields.rows(spec.rows(db, parent) as never) as Rows<RowOfFields<F> & Extra>,
    idColumn: fields.idColumn,
    toEntity: (row) => fields.entity(row as never, services.now()) as EntityOf<C>,
    update: spec.update ?? (({ db, body, row, now }) => updateRow(db, fields.table as StampedTable, row.rowId, now, fields.values(body as never) as never)),
    remove: async (change) => {
      await spec.remove?.(change)
      await untyped(change.db).deleteFrom(fields.from).where(sql.ref(fields.idColumn), '=', change.row.rowId).execute()
    },
  }
}

/**
 * Registers the list, get, create, update and remove calls of a record (those the spec names).
 * Writes are audited with the record `before` and `after` (null where there is none: before a
 * create, after a delete). Answers `load` for the record's other read calls and
 * `action` to register its named actions.
 */
export function registerRecordCalls<C extends RecordCalls, F extends AnyRecordFields, Extra, P = Principal>(
  app: FastifyInstance,
  services: Services,
  spec: DeclaredRecordSpec<C, P, F, Extra>,
): RegisteredRecord<C, P, RowOfFields<F> & Extra>
export function registerRecordCalls<C extends RecordCalls, Row extends { rowId: number | string }, P = Principal>(
  app: FastifyInstance,
  services: Services,
  spec: RecordSpec<C, P, Row>,
): RegisteredRecord<C, P, Row>
export function registerRecordCalls<C extends RecordCalls, P, Row extends { rowId: number | string }, F extends AnyRecordFields, Extra>(
  app: FastifyInstance,
  services: Services,
  spec: RecordSpec<C, P, Row> | DeclaredRecordSpec<C, P, F, Extra>,
) {
  return registerSpec(app, services, 'fields' in spec ? (declaredSpec(services, spec) as unknown as RecordSpec<C, P, Row>) : spec)
}

/** What registering a record answers: its loader and the registrars of its actions and copies. */
export type RegisteredRecord<C extends RecordCalls, P, Row extends { rowId: number | string }> = ReturnType<typeof registerSpec<C, P, Row>>

function registerSpec<C extends RecordCalls, P, Row extends { rowId: number | string }>(app: FastifyInstance, services: Services, spec: RecordSpec<C, P, Row>) {
  type E = EntityOf<C>
  type Input = InputOf<C[keyof C]>
  const { db } = services
  const { calls, audit } = spec
  const targetType = auditTargetOf(spec.kind)

  const byColumn = (trx: Kysely<Database>, parent: P, column: string, value: number | string) =>
    spec.rows(trx, parent).where(sql<boolean>`${sql.ref(column)} = ${value}`).executeTakeFirst() as Promise<Row | undefined>

  async function load(trx: Kysely<Database>, parent: P, key: number | string): Promise<Row> {
    const row = await byColumn(trx, parent, spec.keyColumn ?? spec.idColumn, key)
    if (!row) throw notFound(spec.noun)
    return row
  }

  async function reload(trx: Kysely<Database>, parent: P, id: number | string): Promise<E> {
    return spec.toEntity((await byColumn(trx, parent, spec.idColumn, id))!, parent)
  }

  function event(parent: P, action: AuditAction, change: { before?: E | null; after?: E }, type?: UserEventType): WriteEvent {
    const entity = (change.after ?? change.before)!
    return {
      type: type ?? audit.type ?? typeByAction[action],
      targetType,
      targetId: audit.targetId(entity, parent),
      detail: { ...audit.context?.(entity, parent, action), before: null, after: null, ...change },
    }
  }

  const keyOf = (input: Input) => (spec.key ? spec.key(input.params as ParamsOf<KeyedCalls<C>>) : (input.params as { id: number }).id)
  const parentOf = (spec.parent ?? callerScope) as (input: Input) => Promise<P>
  const bind = (call: CallDef | undefined, handler: (input: Input) => Promise<unknown>) => {
    if (call) bindCall(app, services, call, handler as never)
  }

  /** The record of the path in a transaction, checked as one the caller may change. */
  async function changing(trx: Kysely<Database>, input: Input, parent: P) {
    const row = await load(trx, parent, keyOf(input))
    spec.canChange?.(row, parent)
    return { row, before: spec.toEntity(row, parent) }
  }

  bind(calls.list, async (input) => {
    const parent = await parentOf(input)
    const query = input.query as { limit: number; cursor?: string; sort?: string }
    const options = spec.list!
    const rows = options.filter ? options.filter(spec.rows(db, parent), input.query as QueryOf<C['list']>, services.now()) : spec.rows(db, parent)
    const sort = parseSort(query.sort ?? options.defaultSort, options.sorts)
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: spec.idColumn }, (row) => spec.toEntity(row, parent))
  })

  bind(calls.get, async (input) => {
    const parent = await parentOf(input)
    return spec.toEntity(await load(db, parent, keyOf(input)), parent)
  })

  bind(calls.create, async (input) => {
    const parent = await (spec.parentOfCreate ?? parentOf)(input as InputOf<C['create']>)
    const answer = await auditedWrite(
      services,
      input,
      async (trx, now) => {
        const created = await spec.create!({ db: trx, parent, body: input.body as BodyOf<C['create']>, now, principal: input.principal })
        const { id, answer } = typeof created === 'object' ? created : { id: created, answer: undefined }
        const after = await reload(trx, parent, id)
        return { answer: answer ? answer(after) : after, event: event(parent, 'create', { after }) }
      },
      spec.unique,
    )
    input.reply.code(spec.createdStatus ?? 201)
    return answer
  })

  bind(calls.update, async (input) => {
    const parent = await parentOf(input)
    return auditedWrite(
      services,
      input,
      async (trx, now) => {
        const { row, before } = await changing(trx, input, parent)
        const more = await spec.update!({ db: trx, parent, body: input.body as BodyOf<C['update']>, now, principal: input.principal, row, before })
        const after = await reload(trx, parent, row.rowId)
        return { answer: after, event: event(parent, 'update', { before, after, ...more }) }
      },
      spec.unique,
    )
  })

  bind(calls.remove, async (input) => {
    const parent = await parentOf(input)
    await auditedWrite(services, input, async (trx, now) => {
      const { row, before } = await changing(trx, input, parent)
      const change = { db: trx, parent, body: undefined, now, principal: input.principal, row, before }
      await spec.remove?.(change)
      if (spec.table) {
        await untyped(trx).deleteFrom(spec.table).where('id', '=', row.rowId).execute()
      }
      return { answer: { ok: true as const }, event: event(parent, 'delete', { before }) }
    })
    return { ok: true as const }
  })

  return {
    /** The parent's record of this key, for the record's other calls; 404 when there is none. */
    load: (parent: P, key: number | string) => load(db, parent, key),
    /** The audit row of a write of the record made by a call of its own (an upload, a save that creates or replaces), as the helper writes its own. */
    event,
    /** Registers a named action on one record: its call's path names the parent and the key. */
    action<A extends CallDef>(action: RecordAction<A, P, Row, E>) {
      bindCall(app, services, action.call, (async (input: SignedInInput<A>) => {
        const parent = await parentOf(input as unknown as Input)
        return auditedWrite(
          services,
          input,
          async (trx, now) => {
            const { row, before } = await changing(trx, input as unknown as Input, parent)
            const ran = await action.run({ db: trx, parent, body: input.body, now, principal: input.principal, row, before })
            const after = await reload(trx, parent, row.rowId)
            const change = action.detail ? action.detail(before, after, ran) : { before, after }
            const { detail: _, ...target } = event(parent, 'update', { after }, action.type)
            return {
              answer: action.answer ? action.answer(after, ran) : after,
              event: { ...target, detail: { ...audit.context?.(after, parent, 'update'), ...change } },
            }
          },
          spec.unique,
        )
      }) as never)
    },
    /** Registers a copy of one record: its call's path names the source, answered 201 with the new record. */
    copy<A extends CallDef>(copy: RecordCopy<A, P, Row>) {
      bindCall(app, services, copy.call, (async (input: SignedInInput<A>) => {
        const sourceParent = await parentOf(input as unknown as Input)
        const source = await load(db, sourceParent, keyOf(input as unknown as Input))
        const parent = copy.parent ? await copy.parent(input, source, sourceParent) : sourceParent
        const answer = await auditedWrite(
          services,
          input,
          async (trx, now) => {
            const id = await copy.run({ db: trx, parent, body: input.body, now, principal: input.principal, source })
            const after = await reload(trx, parent, id)
            const created = event(parent, 'create', { after })
            return { answer: after, event: { ...created, detail: { ...created.detail, clonedFrom: copy.from(source) } } }
          },
          spec.unique,
        )
        input.reply.code(201)
        return answer
      }) as never)
    },
  }
}
