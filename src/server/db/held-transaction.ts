import { AsyncLocalStorage } from 'node:async_hooks'
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type TransactionSettings } from 'kysely'

/** The one transaction a piece of work runs in: its connection, and how deep its inner transactions are. */
interface Held {
  connection?: DatabaseConnection
  /** Acquisitions of the connection not yet released: the last release gives it back. */
  uses: number
  /** Transactions begun on it: the first is the real one, each inner one a savepoint. */
  depth: number
  /** The transaction has ended: what the work left running goes on outside it. */
  ended: boolean
}

const held = new AsyncLocalStorage<Held>()

/**
 * A driver that gives every query of work run by `inHeldTransaction` the work's own connection,
 * and turns each transaction the work begins inside it into a savepoint, so code written to open
 * its own transactions (the record helper's writes) runs whole inside one: everything commits
 * together, or nothing does. Outside such work it is the driver it wraps.
 */
class HeldTransactionDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const work = held.getStore()
    if (!work || work.ended) return this.inner.acquireConnection()
    work.connection ??= await this.inner.acquireConnection()
    work.uses++
    return work.connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const work = this.heldOn(connection)
    if (!work || work.depth === 0) {
      if (work) work.depth = 1
      return this.inner.beginTransaction(connection, settings)
    }
    work.depth++
    await connection.executeQuery(CompiledQuery.raw(`savepoint held_${work.depth}`))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const work = this.heldOn(connection)
    if (!work || work.depth <= 1) {
      if (work) work.depth = 0
      return this.inner.commitTransaction(connection)
    }
    await connection.executeQuery(CompiledQuery.raw(`release savepoint held_${work.depth}`))
    work.depth--
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const work = this.heldOn(connection)
    if (!work || work.depth <= 1) {
      if (work) work.depth = 0
      return this.inner.rollbackTransaction(connection)
    }
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint held_${work.depth}`))
    work.depth--
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const work = this.heldOn(connection)
    if (!work) return this.inner.releaseConnection(connection)
    work.uses--
    if (work.uses > 0) return
    work.connection = undefined
    return this.inner.releaseConnection(connection)
  }

  destroy(): Promise<void> {
    return this.inner.destroy()
  }

  /** The held work this connection is the connection of, if any. */
  private heldOn(connection: DatabaseConnection): Held | undefined {
    const work = held.getStore()
    return work && !work.ended && work.connection === connection ? work : undefined
  }
}

/** A dialect whose driver can hold work in one transaction (`inHeldTransaction`). */
export function withHeldTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new HeldTransactionDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  }
}

/**
 * Runs `work` in one database transaction: every query it makes through `db`, whatever
 * transactions it opens itself (savepoints of this one), commits when it resolves and rolls back
 * when it throws. Work it leaves running after it settles is outside the transaction.
 */
export function inHeldTransaction<D, T>(db: Kysely<D>, work: () => Promise<T>): Promise<T> {
  const state: Held = { uses: 0, depth: 0, ended: false }
  return held.run(state, () =>
    db
      .transaction()
      .execute(() => work())
      .finally(() => {
        state.ended = true
      }),
  )
}
