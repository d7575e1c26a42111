import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Listen } from './connect'

const RELISTEN_MS = 1_000

/** How a process works through a queue of rows (the environment variables are read in config.ts). */
export interface WorkQueueConfig {
  /** Whether the process works on its own (polls and wakes); tests drain by hand. */
  autoRun: boolean
  /** How often the queue looks for due rows when nothing woke it. */
  pollMs: number
  /** How long a taken row is held (without progress) before another process may take it over. */
  leaseMs: number
  /** Rows this process works at once. */
  concurrency: number
  /** Tries before a row that keeps failing, or whose process keeps dying, is FAILED. */
  maxAttempts: number
  /** The wait before the first retry, doubled at each one. */
  retryBaseMs: number
}

/** How a queue of rows is worked through by one process: woken, drained and closed. */
export interface WorkLoop {
  /** Works now, unless the loop only runs when drained. */
  wake(): void
  /** Works until no row is due. */
  drain(): Promise<void>
  /** Works no more and waits for the pump under way. */
  close(): Promise<void>
}

/** What a work loop works: its rows, how it takes and works them, and how it learns of new ones. */
interface WorkLoopOptions<T> {
  name: string
  autoRun: boolean
  pollMs: number
  channel: string
  listen?: Listen
  concurrency: number
  take: (limit: number) => Promise<T[]>
  work: (row: T) => Promise<void>
  label: (row: T) => string
  refill?: (working: Set<Promise<void>>, taken: number, room: number) => Promise<unknown>
}

/**
 * Works a queue of rows: each pump works the rows `take` finds due, up to `concurrency` at once,
 * until none is left; a row whose work throws is logged (`name: label(row): error`) and the
 * others go on. After each take, `refill` waits until it is worth taking again: by default, once
 * one row is done. Pumps run one at a time (a wake during a pump makes it look once more when it
 * ends). With `autoRun` it wakes every `pollMs`, and at once when another process announces work
 * on `channel` (NOTIFY), listening again when that connection drops; without it only `drain()`
 * works, as the API tests do.
 */
export function startWorkLoop<T>(options: WorkLoopOptions<T>): WorkLoop {
  const { name, autoRun, pollMs, channel, listen } = options
  let closed = false
  let pumping: Promise<void> | undefined
  let again = false
  let poll: NodeJS.Timeout | undefined
  let relisten: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined

  function run(): Promise<void> {
    if (pumping) {
      again = true
      return pumping
    }
    pumping = (async () => {
      try {
        do {
          again = false
          await pump(options, () => closed)
        } while (again && !closed)
      } finally {
        pumping = undefined
      }
    })()
    return pumping
  }

  const wake = () => {
    if (!autoRun || closed) return
    run().catch((error) => console.error(`${name}: ${(error as Error).message}`))
  }

  function subscribe(): void {
    if (!listen || closed) return
    listen(channel, wake, subscribe).then(
      (stop) => {
        if (closed) return void stop()
        unlisten = stop
        wake()
      },
      () => {
        relisten = setTimeout(subscribe, RELISTEN_MS)
        relisten.unref()
      },
    )
  }

  if (autoRun) {
    subscribe()
    poll = setInterval(wake, pollMs)
    poll.unref()
    // After the caller holds the loop: the work of its rows may read it.
    queueMicrotask(wake)
  }

  return {
    wake,
    drain: async () => {
      if (!closed) await run()
    },
    close: async () => {
      closed = true
      clearInterval(poll)
      clearTimeout(relisten)
      await unlisten?.()
      await pumping
    },
  }
}

/**
 * One pump: works the rows `take` finds due, up to `concurrency` at once, until none is left or
 * the loop is closed; answers once the rows under way are done.
 */
async function pump<T>(options: WorkLoopOptions<T>, closed: () => boolean): Promise<void> {
  const { name, concurrency, take, work, label, refill = (working) => Promise.race(working) } = options
  const working = new Set<Promise<void>>()
  try {
    while (!closed()) {
      const room = concurrency - working.size
      const taken = room > 0 ? await take(room) : []
      for (const row of taken) {
        const task: Promise<void> = work(row)
          .catch((error) => console.error(`${name}: ${label(row)}: ${(error as Error).message}`))
          .finally(() => working.delete(task))
        working.add(task)
      }
      if (working.size === 0) return
      await refill(working, taken.length, room)
    }
  } finally {
    await Promise.all(working)
  }
}

/** This process's name on the rows it holds (their `locked_by`): host:pid:random. */
export function workerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}
