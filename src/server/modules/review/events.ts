import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Principal } from '../../auth/principal'
import { principalOrNull } from '../../calls'
import { ApiError } from '../../errors'
import type { Services } from '../../services'
import { caseSummaries } from './queries'

/** The channel review_case's trigger notifies with a changed case's id (migration 0045). */
const CHANNEL = 'review_case'
/** Changes are gathered this long and sent together: well within the second the queue promises. */
const FLUSH_MS = 50
/** A comment this often keeps proxies from closing a quiet stream, and checks the listener may still listen. */
const HEARTBEAT_MS = 15_000
const RELISTEN_MS = 1_000

interface Listener {
  principal: Principal
  write: (text: string) => void
  end: () => void
}

/** Listeners who see the same cases: the super admin, a space, a group or a merchant. */
function scopeKey(principal: Principal): string {
  if (principal.superAdmin) return '*'
  if (principal.scope === 'SPACE') return `space:${principal.spaceId}`
  if (principal.scope === 'GROUP') return `group:${principal.groupId}`
  return `merchant:${principal.merchantId}`
}

/**
 * The queue's live events in this process: one subscription to the database's notices of
 * changed cases (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite), opened with the first
 * listener, whose cases are read once per scope and sent to each listener that sees them.
 */
export function reviewEventHub(services: Services, log: FastifyBaseLogger) {
  const listeners = new Set<Listener>()
  const pending = new Set<number>()
  let flushing: NodeJS.Timeout | undefined
  let subscribed: Promise<void> | undefined
  let unlisten: (() => Promise<void>) | undefined
  let closed = false

  const onMessage = (payload: string) => {
    const id = Number(payload)
    if (!Number.isSafeInteger(id) || listeners.size === 0) return
    pending.add(id)
    flushing ??= setTimeout(() => void flush(), FLUSH_MS)
  }

  const onLost = () => {
    unlisten = undefined
    subscribed = undefined
    if (closed) return
    setTimeout(() => void subscribe().catch(() => undefined), RELISTEN_MS).unref()
  }

  function subscribe(): Promise<void> {
    subscribed ??= services.listen(CHANNEL, onMessage, onLost).then(
      (stop) => {
        unlisten = stop
      },
      (error: unknown) => {
        subscribed = undefined
        throw error
      },
    )
    return subscribed
  }

  async function flush(): Promise<void> {
    flushing = undefined
    const ids = [...pending]
    pending.clear()
    const byScope = new Map<string, Listener[]>()
    for (const listener of listeners) {
      const key = scopeKey(listener.principal)
      byScope.set(key, [...(byScope.get(key) ?? []), listener])
    }
    for (const group of byScope.values()) {
      try {
        const summaries = await caseSummaries(services.db, group[0]!.principal, ids, services.now())
        const text = summaries.map((summary) => `event: case\ndata: ${JSON.stringify(summary)}\n\n`).join('')
        if (text) for (const listener of group) listener.write(text)
      } catch (error) {
        log.error({ err: error }, 'review events could not be read')
      }
    }
  }

  return {
    /** Adds a listener once the subscription is open, so no change after this is missed; answers its removal. */
    async add(listener: Listener): Promise<() => void> {
      await subscribe()
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close(): Promise<void> {
      closed = true
      clearTimeout(flushing)
      for (const listener of listeners) listener.end()
      listeners.clear()
      await unlisten?.()
    },
  }
}

export type ReviewEventHub = ReturnType<typeof reviewEventHub>

/**
 * GET review/events: a text/event-stream of `case` events, each a changed case's summary, for
 * as long as the client stays and its sign-in holds (checked at each heartbeat, so a stream
 * ends when the token expires or the user loses review.read, and the client reconnects with a
 * fresh token). Authenticated by the bearer token like every call.
 */
export async function streamEvents(services: Services, hub: ReviewEventHub, request: FastifyRequest, reply: FastifyReply, principal: Principal): Promise<FastifyReply> {
  if (!request.headers.accept?.includes('text/event-stream')) {
    throw new ApiError(406, 'VALIDATION_FAILED', 'This call answers server-sent events: ask for text/event-stream')
  }
  const raw = reply.raw
  let heartbeat: NodeJS.Timeout | undefined
  let gone = false
  const listener: Listener = {
    principal,
    write: (text) => raw.write(text),
    end: () => {
      if (gone) return
      gone = true
      clearInterval(heartbeat)
      remove()
      raw.end()
    },
  }
  // Subscribed before the answer starts: a failure is still an error answer, and no change after the stream opens is missed.
  const remove = await hub.add(listener)
  reply.hijack()
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  raw.write('retry: 2000\n\n')
  heartbeat = setInterval(async () => {
    // Checked without counting as activity: a stream left open is not someone at work, and must not keep an idle sign-in alive.
    const current = await principalOrNull(services, request, false).catch(() => null)
    if (!current || current.passwordExpired || !current.permissions.has('review.read')) return listener.end()
    listener.principal = current
    raw.write(': heartbeat\n\n')
  }, HEARTBEAT_MS)
  raw.on('close', listener.end)
  if (request.raw.socket.destroyed) listener.end()
  return reply
}
