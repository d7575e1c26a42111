import { sql } from 'kysely'
import { createTransport, type Transporter } from 'nodemailer'
import type { Listen } from '../db/connect'
import { startWorkLoop, workerId } from '../db/work-loop'
import type { MailQueueConfig } from '../config'
import type { Services } from '../services'

/** The channel a queued message is announced on, so every process may take it at once. */
export const MAIL_QUEUE_CHANNEL = 'message_queued'

const DEFAULT_FROM = 'Payments Console <no-reply@localhost>'
const NO_SMTP = 'No SMTP server is configured (SMTP_URL): the message is recorded, not delivered'
const STOPPED = 'The sending process stopped before the SMTP server answered; tried again once its lease ran out'

/**
 * The send queue of this process: it takes due messages from the database and delivers them
 * by SMTP. Every process runs one; they share the work through the rows.
 */
export interface MailQueue {
  /** host:pid:random, the `locked_by` of the messages this process holds. */
  readonly worker: string
  /** Looks for due messages now: this process has just queued one. */
  wake(): void
  /** Sends until nothing is due (a message waiting for its retry is not due). */
  drain(): Promise<void>
  /** Takes no more messages and waits for the ones being sent. */
  close(): Promise<void>
}

interface TakenMessage {
  id: number
  recipient: string
  subject: string
  body_html: string
  body_text: string
  /** This attempt's number, counting the one just started. */
  attempts: number
  attempt_id: number
}

type Outcome = 'SENT' | 'PARTIALLY_FAILED' | 'FAILED' | 'RETRY'

interface Finish {
  outcome: Outcome
  /** The SMTP server's answer, or the connection's error. */
  response: string
  /** The message's error column: what went wrong, null when it all went through. */
  error: string | null
  nextAttemptAt?: Date
  related?: Record<string, unknown>
}

/** What nodemailer's SMTP errors carry besides the message. */
interface SmtpError extends Error {
  code?: string
  response?: string
  responseCode?: number
}

type QueueServices = Omit<Services, 'mail' | 'jobs'>

/** What each step of a process's queue works with: the services, the queue's settings and the process's worker id. */
interface Sender {
  services: QueueServices
  settings: MailQueueConfig
  worker: string
}

/**
 * Starts the queue of one process. With `config.mailQueue.autoRun` it polls, wakes when this
 * process queues a message or another one announces it (NOTIFY), and sends; without it
 * nothing happens until `drain()`.
 */
export async function startMailQueue(services: QueueServices, listen?: Listen): Promise<MailQueue> {
  const { config } = services
  const settings = config.mailQueue
  const sender: Sender = { services, settings, worker: workerId() }
  let transport: Transporter | undefined
  /** The pooled connection, opened by the first send. */
  const transportOf = (smtpUrl: string): Transporter => {
    transport ??= smtpTransport(smtpUrl, settings)
    return transport
  }

  async function deliver(message: TakenMessage): Promise<void> {
    // Taken over once more after every attempt was used: the process died each time, so give up.
    if (message.attempts > settings.maxAttempts) {
      const error = `Not delivered: the sending process stopped during each of ${settings.maxAttempts} attempts`
      return finishAttempt(sender, message, { outcome: 'FAILED', response: error, error })
    }
    const smtpUrl = config.smtpUrl
    // Without SMTP the message is complete and readable in the console; leaving it QUEUED
    // would promise a later delivery of codes that will have expired.
    if (!smtpUrl) return finishAttempt(sender, message, { outcome: 'SENT', response: NO_SMTP, error: null, related: { delivery: 'recorded' } })
    await finishAttempt(sender, message, await sendBySmtp(sender, () => transportOf(smtpUrl), message))
  }

  // Keeps up to `concurrency` sends going while messages are due.
  const loop = startWorkLoop({
    name: 'mail queue',
    autoRun: settings.autoRun,
    pollMs: settings.pollMs,
    channel: MAIL_QUEUE_CHANNEL,
    listen,
    concurrency: settings.concurrency,
    take: (limit) => takeMessages(sender, limit),
    work: deliver,
    label: (message) => `message ${message.id}`,
    refill: async (sending, taken, room) => {
      // Fewer than asked for: nothing else is due; look again once these are done.
      if (taken < room) await Promise.all(sending)
      // Refill once half the sends are done: one statement takes several messages.
      else while (sending.size > settings.concurrency / 2) await Promise.race(sending)
    },
  })

  return {
    worker: sender.worker,
    wake: loop.wake,
    drain: loop.drain,
    close: async () => {
      await loop.close()
      transport?.close()
    },
  }
}

/** A pooled SMTP connection; a send must end well within its lease, or another process would take the message over mid-send. */
function smtpTransport(smtpUrl: string, settings: MailQueueConfig): Transporter {
  const from = new URL(smtpUrl).searchParams.get('from') ?? DEFAULT_FROM
  const timeout = Math.min(20_000, Math.floor(settings.leaseMs / 2))
  return createTransport(
    { url: smtpUrl, pool: true, maxConnections: settings.concurrency, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
    { from },
  )
}

/**
 * Takes up to `limit` messages in one statement: leases that ran out first (their process
 * stopped mid-send), then due ones, each with the row of the attempt it starts.
 */
async function takeMessages({ services, settings, worker }: Sender, limit: number): Promise<TakenMessage[]> {
  const now = services.now()
  const leaseEnd = new Date(now.getTime() + settings.leaseMs)
  const { rows } = await sql<TakenMessage>`
    with expired as (
      select id from message where state = 'PROCESSING' and locked_until <= ${now}
      order by locked_until limit ${limit} for update skip locked
    ), due as (
      select id from message where state = 'QUEUED' and next_attempt_at <= ${now}
      order by next_attempt_at, id limit ${limit} - (select count(*) from expired) for update skip locked
    ), taken as (
      update message set state = 'PROCESSING', locked_by = ${worker}, locked_until = ${leaseEnd}, attempts = attempts + 1
      where id in (select id from expired union all select id from due)
      returning id, recipient, subject, body_html, body_text, attempts
    ), stopped as (
      update message_attempt set finished_at = ${now}, outcome = 'RETRY', response = ${STOPPED}
      where message_id in (select id from expired) and finished_at is null
    ), attempt as (
      insert into message_attempt (message_id, attempt, worker, started_at)
      select id, attempts, ${worker}, ${now} from taken
      returning id, message_id
    )
    select taken.*, attempt.id as attempt_id from taken join attempt on attempt.message_id = taken.id order by taken.id`.execute(services.db)
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), attempt_id: Number(r.attempt_id) }))
}

/**
 * Ends an attempt, message and attempt row in one statement, and only while this process
 * still holds the message: one whose lease was taken over is finished by its new holder.
 */
async function finishAttempt({ services, worker }: Sender, message: TakenMessage, result: Finish): Promise<void> {
  const now = services.now()
  const state = result.outcome === 'RETRY' ? 'QUEUED' : result.outcome
  const sentAt = result.outcome === 'SENT' || result.outcome === 'PARTIALLY_FAILED' ? now : null
  await sql`
    with finished as (
      update message set state = ${state}, error = ${result.error?.slice(0, 1000) ?? null}, sent_at = ${sentAt},
        next_attempt_at = ${result.nextAttemptAt ?? null}, locked_by = null, locked_until = null,
        related = related || ${JSON.stringify(result.related ?? {})}::jsonb
      where id = ${message.id} and locked_by = ${worker} and state = 'PROCESSING'
      returning id
    )
    update message_attempt set finished_at = ${now}, outcome = ${result.outcome}, response = ${result.response.slice(0, 2000)}
    where id = ${message.attempt_id} and exists (select 1 from finished)`.execute(services.db)
}

/** Sends a message by SMTP (`transport` opens the connection, or answers the open one): the end of its attempt, from what the server answered. */
async function sendBySmtp(sender: Sender, transport: () => Transporter, message: TakenMessage): Promise<Finish> {
  try {
    const info = await transport().sendMail({ to: message.recipient, subject: message.subject, text: message.body_text, html: message.body_html })
    const answer = info.response ?? ''
    const rejected = info.rejected ?? []
    if (rejected.length > 0) {
      const rejectedErrors = (info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? []
      const refusals = rejectedErrors.map((e) => e.response ?? e.message).join('\n') || `Rejected: ${rejected.join(', ')}`
      return { outcome: 'PARTIALLY_FAILED', response: `${answer}\n${refusals}`, error: refusals }
    }
    return { outcome: 'SENT', response: answer, error: null }
  } catch (error) {
    return failure(sender, message, error as SmtpError)
  }
}

/** A send that failed: given up when it cannot improve or its attempts are used, else tried again after a growing wait. */
function failure({ services, settings }: Sender, message: TakenMessage, error: SmtpError): Finish {
  const answer = error.response ?? error.message ?? String(error)
  // 5xx is the server's final word; an envelope or message refused before any answer will not improve either.
  const permanent = (error.responseCode ?? 0) >= 500 || (!error.responseCode && (error.code === 'EENVELOPE' || error.code === 'EMESSAGE'))
  if (permanent || message.attempts >= settings.maxAttempts) return { outcome: 'FAILED', response: answer, error: answer }
  const wait = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (message.attempts - 1))
  return { outcome: 'RETRY', response: answer, error: answer, nextAttemptAt: new Date(services.now().getTime() + wait) }
}
