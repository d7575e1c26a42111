import type { Message, MessageSummary, messageListQuerySchema } from '@domain/entities/message'
import { secretEmailTypes } from '@domain/entities/message'
import type { MessageChannel, MessageSendState } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { isoTime } from '../../mappers'

export type MessageListQuery = z.output<typeof messageListQuerySchema>

/**
 * The messages a principal sees: those about the merchants it sees; a space's own messages (to
 * its console users) for a space-wide user; and, whatever the scope, the messages sent to itself.
 */
function messageInScope(principal: Principal) {
  if (principal.superAdmin) return sql<boolean>`true`
  const own = sql<boolean>`msg.user_id = ${principal.userId}`
  const merchants = sql<boolean>`(msg.merchant_id is not null and ${merchantInScope(principal, 'msg.merchant_id')})`
  if (principal.scope !== 'SPACE') return sql<boolean>`(${merchants} or ${own})`
  return sql<boolean>`(${merchants} or (msg.merchant_id is null and msg.space_id = ${principal.spaceId}) or ${own})`
}

function selectMessages(db: Kysely<Database>, principal: Principal, channel: MessageChannel) {
  return db
    .selectFrom('message as msg')
    .leftJoin('merchant as m', 'm.id', 'msg.merchant_id')
    .leftJoin('space as s', 's.id', 'msg.space_id')
    .leftJoin('transaction as t', 't.id', 'msg.transaction_id')
    .select([
      'msg.id as rowId',
      'msg.id',
      'msg.channel',
      'msg.type',
      'msg.state',
      'msg.recipient',
      'msg.subject',
      'msg.attempts',
      'msg.error',
      'msg.sent_at',
      'msg.created_at',
      'msg.resend_of',
      'm.name as merchant_name',
      's.name as space_name',
      't.external_id as transaction_external_id',
    ])
    .where('msg.channel', '=', channel)
    .where(messageInScope(principal))
}

type MessageRow = RowOf<typeof selectMessages>

export function toMessageSummary(row: MessageRow): MessageSummary {
  return {
    id: Number(row.id),
    channel: row.channel,
    type: row.type,
    state: row.state as MessageSendState,
    recipient: row.recipient,
    subject: row.subject,
    merchantAccount: row.merchant_name,
    space: row.space_name,
    transactionId: row.transaction_external_id,
    attempts: row.attempts,
    error: row.error,
    sentAt: isoTime(row.sent_at),
    created: new Date(row.created_at).toISOString(),
    resendOf: row.resend_of === null ? null : Number(row.resend_of),
  }
}

const sorts = { createdAt: 'msg.created_at', sentAt: 'msg.sent_at' }

export async function messagePage(db: Kysely<Database>, principal: Principal, channel: MessageChannel, query: MessageListQuery): Promise<Page<MessageSummary>> {
  const sort = parseSort(query.sort, sorts)
  let q = selectMessages(db, principal, channel)
  if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
  if (query.type) q = q.where('msg.type', '=', query.type)
  if (query.state) q = q.where('msg.state', '=', query.state)
  // lower(recipient) is indexed: an address is found whatever its case.
  if (query.recipient) q = q.where(sql<boolean>`lower(msg.recipient) = ${query.recipient.trim().toLowerCase()}`)
  if (query.transactionId) q = q.where('msg.transaction_id', 'in', db.selectFrom('transaction').select('id').where('external_id', '=', query.transactionId))
  if (query.from) q = q.where('msg.created_at', '>=', new Date(query.from))
  if (query.to) q = q.where('msg.created_at', '<', new Date(query.to))
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'msg.id' }, toMessageSummary)
}

/** A message of this channel the principal sees, with its body; 404 otherwise. */
export async function findMessage(db: Kysely<Database>, principal: Principal, channel: MessageChannel, id: number) {
  const row = await selectMessages(db, principal, channel)
    .select(['msg.body_html', 'msg.body_text', 'msg.space_id', 'msg.merchant_id', 'msg.user_id', 'msg.transaction_id', 'msg.related'])
    .where('msg.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(channel === 'EMAIL' ? 'Email' : 'Notification')
  return row
}

export type FullMessageRow = Awaited<ReturnType<typeof findMessage>>

/** The message with what was sent, each delivery attempt and the resends the principal sees. */
export async function toMessage(db: Kysely<Database>, principal: Principal, row: FullMessageRow): Promise<Message> {
  const [deliveries, resends] = await Promise.all([
    db.selectFrom('message_attempt').selectAll().where('message_id', '=', row.id).orderBy('id').execute(),
    selectMessages(db, principal, row.channel).where('msg.resend_of', '=', row.id).orderBy('msg.id').execute(),
  ])
  const bodyHidden = secretEmailTypes.includes(row.type)
  return {
    ...toMessageSummary(row),
    bodyHtml: bodyHidden ? '' : row.body_html,
    bodyText: bodyHidden ? '' : row.body_text,
    bodyHidden,
    deliveries: deliveries.map((d) => ({
      attempt: d.attempt,
      startedAt: new Date(d.started_at).toISOString(),
      finishedAt: isoTime(d.finished_at),
      outcome: d.outcome as Message['deliveries'][number]['outcome'],
      response: d.response,
    })),
    resends: resends.map((r) => ({ id: Number(r.id), state: r.state as MessageSendState, created: new Date(r.created_at).toISOString() })),
  }
}
