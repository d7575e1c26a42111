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
  /** Works until `pump` finds nothing more to do. */
  drain(): Promise<void>
  /** Works no more and waits for the pump under way. */
  close(): Promise<void>
  readonly closed: boolean
}

/**
 * Runs `pump` one at a time (a wake during a pump makes it look once more when it ends). With
 * `autoRun` it wakes every `pollMs`, and at once when another process announces work on
 * `channel` (NOTIFY), listening again when that connection drops; without it only `drain()`
 * works, as the API tests do.
 */
export function startWorkLoop(options: {
  name: string
  autoRun: boolean
  pollMs: number
  channel: string
  listen?: Listen
  pump: () => Promise<void>
}): WorkLoop {
  const { name, autoRun, pollMs, channel, listen, pump } = options
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
          await pump()
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
    // After the caller holds the loop: its pump may read it.
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
    get closed() {
      return closed
    },
  }
}
