import { createHash } from 'node:crypto'
import type { AuditBreakReason } from '@domain/entities/muser'
import { type Insertable, type Kysely, sql } from 'kysely'
import type { Database } from './db/database'
import type { UserEventTable } from './db/tables/identity'

/**
 * Audit rows that cannot be rewritten unnoticed. The rows of each space form a chain: each holds
 * its place in it (`chain_seq`, from 1), the hash of the row before it (`prev_hash`) and its own
 * hash over its fields and that one (`hash`). A row changed, removed or put in by hand breaks the
 * chain at that row, and `checkChain` names it. The events of no space chain on their own.
 * `audit_chain` holds each chain's newest row, so rows removed from its end are found too, and
 * where it starts once retention has removed its oldest rows.
 */

/** The format of a row's hash, written before it: a new format gets a new tag, and each row keeps its own. */
const HASH_FORMAT = 'v1'

/** The fields of an audit row its hash covers, as they are stored. */
interface HashedRow {
  chain_seq: number
  space_id: number | null
  user_id: number | null
  username: string
  type: string
  target_type: string | null
  target_id: string | null
  ip: string | null
  detail: unknown
  created_at: Date | string
  prev_hash: string | null
}

/** JSON whose objects list their keys sorted, so a row gives the same text whatever order jsonb returns its keys in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value))

/** A row's hash in its format (the tag before `:`); undefined for a format this server does not know. */
export function rowHash(row: HashedRow, format = HASH_FORMAT): string | undefined {
  if (format !== 'v1') return undefined
  const text = canonicalJson({
    format,
    seq: Number(row.chain_seq),
    space: idOrNull(row.space_id),
    user: idOrNull(row.user_id),
    username: row.username,
    type: row.type,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    detail: row.detail,
    created: new Date(row.created_at).toISOString(),
    prev: row.prev_hash,
  })
  return `${format}:${createHash('sha256').update(text).digest('hex')}`
}

/** The rows (of user_event or audit_chain) of one space's chain, or of the chain of no space. */
const ofChain = (spaceId: number | null) => (spaceId === null ? sql<boolean>`space_id is null` : sql<boolean>`space_id = ${spaceId}`)

/**
 * Takes a chain's newest row for the rest of the transaction, making it at the chain's first row:
 * the writers of one space wait for each other here, so its rows form one line.
 */
async function takeHead(trx: Kysely<Database>, spaceId: number | null) {
  const read = () =>
    trx
      .selectFrom('audit_chain')
      .select(['last_seq', 'last_hash', 'anchor_seq', 'anchor_hash', sql<Date>`date_trunc('milliseconds', now())`.as('clock')])
      .where(ofChain(spaceId))
      .forUpdate()
      .executeTakeFirst()
  const head = await read()
  if (head) return head
  await trx
    .insertInto('audit_chain')
    .values({ space_id: spaceId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return (await read())!
}

/**
 * Reserves ids for audit rows written later in the transaction: a write that must name its audit
 * rows (its undo) before they are written, which it does last, just before its commit, so the
 * writers of its space wait for each other as briefly as can be.
 */
export async function reserveEventIds(trx: Kysely<Database>, count: number): Promise<number[]> {
  if (count === 0) return []
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('user_event', 'id')) as id from generate_series(1, ${count})`.execute(trx)
  return rows.map((row) => Number(row.id))
}

/**
 * An audit row to write: its fields but its place in the chain, its detail as JSON text, its time
 * the database's unless given, its id reserved (reserveEventIds) or made as it is written.
 */
export type NewEvent = Omit<Insertable<UserEventTable>, 'chain_seq' | 'prev_hash' | 'hash' | 'detail' | 'created_at'> & {
  detail: string
  created_at?: Date
}

const insertedColumns = ['user_id', 'username', 'space_id', 'type', 'target_type', 'target_id', 'ip', 'detail', 'created_at', 'chain_seq', 'prev_hash', 'hash'] as const

/**
 * Appends audit rows at the end of their spaces' chains, in the order given, and answers their
 * ids in that order. Run in a transaction (one of its own unless `db` is one): the chains' heads
 * stay taken until it ends, so the rows are in the chain exactly when the write they record is.
 */
export async function appendEvents(db: Kysely<Database>, events: NewEvent[]): Promise<number[]> {
  if (events.length === 0) return []
  if (!db.isTransaction) return db.transaction().execute((trx) => appendEvents(trx, events))
  // Heads taken in one order (no space first, then by id): two writers never each hold one the other waits for.
  const spaces = [...new Set(events.map((event) => event.space_id ?? null))].sort((a, b) => (a ?? 0) - (b ?? 0))
  const heads = new Map<number | null, Awaited<ReturnType<typeof takeHead>>>()
  for (const spaceId of spaces) heads.set(spaceId, await takeHead(db, spaceId))
  const rows = events.map((event) => {
    const head = heads.get(event.space_id ?? null)!
    const fields = {
      user_id: event.user_id ?? null,
      username: event.username,
      space_id: event.space_id ?? null,
      type: event.type,
      target_type: event.target_type ?? null,
      target_id: event.target_id ?? null,
      ip: event.ip ?? null,
      created_at: event.created_at ?? head.clock,
      chain_seq: Number(head.last_seq) + 1,
      prev_hash: head.last_hash,
    }
    const hash = rowHash({ ...fields, detail: JSON.parse(event.detail) })!
    head.last_seq = fields.chain_seq
    head.last_hash = hash
    return { ...fields, detail: event.detail, hash }
  })
  const reserved = events.every((event) => event.id !== undefined)
  const columns = reserved ? ['id', ...insertedColumns] : insertedColumns
  const values = rows.map((row, index) => sql`(${sql.join(reserved ? [events[index]!.id, ...insertedColumns.map((c) => row[c])] : insertedColumns.map((c) => row[c]))})`)
  const moved = sql.join([...heads].map(([spaceId, head]) => sql`(${spaceId}::bigint, ${head.last_seq}::bigint, ${head.last_hash}::text)`))
  // The rows and their heads in one statement: one round trip more than the rows alone, the head's.
  const { rows: inserted } = await sql<{ id: number }>`
    with inserted as (
      insert into user_event (${sql.join(columns.map((column) => sql.ref(column)))}) ${reserved ? sql`overriding system value` : sql``}
      values ${sql.join(values)}
      returning id
    ),
    moved as (
      update audit_chain c set last_seq = v.seq, last_hash = v.hash
      from (values ${moved}) as v(space_id, seq, hash)
      where c.space_id is not distinct from v.space_id
    )
    select id from inserted order by id`.execute(db)
  return inserted.map((row) => Number(row.id))
}

/** Rows read per page when a chain is walked. */
const WALK_PAGE = 1000

type WalkedRow = HashedRow & { id: number; hash: string }

const walkedColumns = ['id', 'chain_seq', 'space_id', 'user_id', 'username', 'type', 'target_type', 'target_id', 'ip', 'detail', 'created_at', 'prev_hash', 'hash'] as const

/** Where a chain breaks: the row named, and its place; both null where the row is gone. */
export interface ChainBreak {
  reason: AuditBreakReason
  event: number | null
  position: number | null
  created: Date | null
}

export interface ChainCheck {
  /** Rows found in order. */
  rows: number
  /** The place of the last row retention removed, 0 when none was; the chain starts after it. */
  removedThrough: number
  /** The hash of the last row checked. */
  head: string | null
  break: ChainBreak | null
}

const breakAt = (reason: AuditBreakReason, row: WalkedRow | null): ChainBreak => ({
  reason,
  event: row ? Number(row.id) : null,
  position: row ? Number(row.chain_seq) : null,
  created: row ? new Date(row.created_at) : null,
})

/** Why a row does not continue the chain as it stands before it, if it does not. */
function rowBreak(row: WalkedRow, expectedSeq: number, previousHash: string | null): AuditBreakReason | null {
  const seq = Number(row.chain_seq)
  if (seq < expectedSeq) return 'added'
  if (seq > expectedSeq) return 'missing'
  const [format = ''] = row.hash.split(':', 1)
  if (rowHash(row, format) !== row.hash) return 'changed'
  if (row.prev_hash !== previousHash) return 'unlinked'
  return null
}

/**
 * Walks a chain from where it starts, a page at a time (keyset on its place), up to its newest
 * row as its head names it when the walk starts (rows written meanwhile are checked next time).
 * Ends at the first row that breaks it; the whole chain is then held against its head: rows gone
 * after the last one found, the last one replaced, or rows put after it by hand. With `until`,
 * only the rows written before it, from the start, are walked: those retention would remove.
 */
async function walkChain(db: Kysely<Database>, spaceId: number | null, until?: Date): Promise<ChainCheck> {
  const head = await db.selectFrom('audit_chain').select(['last_seq', 'last_hash', 'anchor_seq', 'anchor_hash']).where(ofChain(spaceId)).executeTakeFirst()
  const removedThrough = Number(head?.anchor_seq ?? 0)
  const end = Number(head?.last_seq ?? 0)
  let expected = removedThrough + 1
  let previous = head?.anchor_hash ?? null
  let last: WalkedRow | null = null
  let cursor = -1
  const answer = (broken: ChainBreak | null): ChainCheck => ({ rows: expected - removedThrough - 1, removedThrough, head: previous, break: broken })
  for (;;) {
    const page = (await db
      .selectFrom('user_event')
      .select(walkedColumns)
      .where(ofChain(spaceId))
      .where('chain_seq', '>', cursor)
      .where('chain_seq', '<=', end)
      .orderBy('chain_seq')
      .limit(WALK_PAGE)
      .execute()) as WalkedRow[]
    for (const row of page) {
      if (until && new Date(row.created_at) >= until) return answer(null)
      const reason = rowBreak(row, expected, previous)
      if (reason) return answer(breakAt(reason, row))
      expected++
      previous = row.hash
      last = row
    }
    if (page.length < WALK_PAGE) break
    cursor = Number(page.at(-1)!.chain_seq)
  }
  if (until) return answer(null)
  if (expected - 1 < end) return answer(breakAt('truncated', last))
  if (previous !== (head?.last_hash ?? null)) return answer(breakAt('replaced', last))
  // One statement, so the head it reads and the rows it looks for are of the same moment.
  const added = (await db
    .selectFrom('user_event')
    .select(walkedColumns)
    .where(ofChain(spaceId))
    .where('chain_seq', '>', (eb) => eb.fn.coalesce(eb.selectFrom('audit_chain').select('last_seq').where(ofChain(spaceId)), sql.lit(0)))
    .orderBy('chain_seq')
    .limit(1)
    .executeTakeFirst()) as WalkedRow | undefined
  return answer(added ? breakAt('added', added) : null)
}

/**
 * Checks one space's chain (`spaceId` null: the events of no space), or with `until` its rows
 * written before then, from its start. A break seen while retention moved the chain's start is
 * looked at again from the new start.
 */
export async function checkChain(db: Kysely<Database>, spaceId: number | null, until?: Date): Promise<ChainCheck> {
  const check = await walkChain(db, spaceId, until)
  if (!check.break) return check
  const start = await db.selectFrom('audit_chain').select('anchor_seq').where(ofChain(spaceId)).executeTakeFirst()
  return Number(start?.anchor_seq ?? 0) === check.removedThrough ? check : walkChain(db, spaceId, until)
}

/** Rows removed per transaction: writers of the space wait for each batch. */
const RETENTION_BATCH = 10_000

/** The start of a chain before and after rows were removed: the last row removed, and its hash. */
export interface ChainStart {
  removedThrough: number
  anchorHash: string | null
}

/**
 * Removes a chain's rows written before `cutoff` from its start, oldest first (a row written
 * after it keeps the rows after it too), once the rows to remove are checked: a broken chain is
 * kept whole, as the evidence it is. Each batch keeps the hash of its last row as the chain's new
 * start and records its own audit row (`record`) in its transaction. Answers how many rows went,
 * or the break that kept them.
 */
export async function removeRowsBefore(
  db: Kysely<Database>,
  spaceId: number | null,
  cutoff: Date,
  record: (trx: Kysely<Database>, change: { removed: number; before: ChainStart; after: ChainStart }) => Promise<unknown>,
): Promise<{ removed: number; refused: ChainBreak | null }> {
  const check = await checkChain(db, spaceId, cutoff)
  if (check.break) return { removed: 0, refused: check.break }
  const lastRemoved = check.removedThrough + check.rows
  let removed = 0
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const head = await takeHead(trx, spaceId)
      const from = Number(head.anchor_seq)
      const upTo = Math.min(from + RETENTION_BATCH, lastRemoved)
      if (upTo <= from) return 0
      const anchor = await trx.selectFrom('user_event').select('hash').where(ofChain(spaceId)).where('chain_seq', '=', upTo).executeTakeFirstOrThrow()
      const gone = await trx.deleteFrom('user_event').where(ofChain(spaceId)).where('chain_seq', '<=', upTo).executeTakeFirst()
      await trx.updateTable('audit_chain').set({ anchor_seq: upTo, anchor_hash: anchor.hash }).where(ofChain(spaceId)).execute()
      const count = Number(gone.numDeletedRows)
      await record(trx, { removed: count, before: { removedThrough: from, anchorHash: head.anchor_hash }, after: { removedThrough: upTo, anchorHash: anchor.hash } })
      return count
    })
    if (batch === 0) return { removed, refused: null }
    removed += batch
  }
}
