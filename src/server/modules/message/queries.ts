import { type Message, type MessageSummary, type messageListQuerySchema, messageSummarySchema, secretEmailTypes } from '@domain/entities/message'
import type { MessageChannel } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import { isoTime } from '../../mappers'
import { recordFields } from '../../record-fields'

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

/** A message's fields: the names of its merchant, space and transaction (`m`, `s`, `t`), when it has them. */
const summaryFields = recordFields(messageSummarySchema, 'message as msg', { m: 'merchant', s: 'space', t: 'transaction' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  space: f.select((eb) => eb.ref('s.name')),
  transactionId: f.select((eb) => eb.ref('t.external_id')),
  sentAt: f.time('sent_at'),
  created: f.time('created_at'),
}))

function selectMessages(db: Kysely<Database>, principal: Principal, channel: MessageChannel) {
  const messages = summaryFields
    .query(db)
    .leftJoin('merchant as m', 'm.id', 'msg.merchant_id')
    .leftJoin('space as s', 's.id', 'msg.space_id')
    .leftJoin('transaction as t', 't.id', 'msg.transaction_id')
    .where('msg.channel', '=', channel)
    .where(messageInScope(principal))
  return summaryFields.rows(messages)
}

const sorts = { createdAt: 'msg.created_at', sentAt: 'msg.sent_at' }

export async function messagePage(
  db: Kysely<Database>,
  principal: Principal,
  channel: MessageChannel,
  query: MessageListQuery,
  now: Date,
): Promise<Page<MessageSummary>> {
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
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'msg.id' }, (row) => summaryFields.entity(row, now))
}

/** A message of this channel the principal sees, with its body; 404 otherwise. */
export async function findMessage(db: Kysely<Database>, principal: Principal, channel: MessageChannel, id: number) {
  const row = await selectMessages(db, principal, channel)
    .select(['msg.body_html', 'msg.body_text', 'msg.space_id', 'msg.merchant_id', 'msg.user_id', 'msg.transaction_id', 'msg.related', 'msg.resend_of'])
    .where('msg.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(channel === 'EMAIL' ? 'Email' : 'Notification')
  return row
}

export type FullMessageRow = Awaited<ReturnType<typeof findMessage>>

/** The message with what was sent, each delivery attempt and the resends the principal sees. */
export async function toMessage(db: Kysely<Database>, principal: Principal, row: FullMessageRow, now: Date): Promise<Message> {
  const [deliveries, resends] = await Promise.all([
    db.selectFrom('message_attempt').selectAll().where('message_id', '=', row.rowId).orderBy('id').execute(),
    selectMessages(db, principal, row.channel).where('msg.resend_of', '=', row.rowId).orderBy('msg.id').execute(),
  ])
  const bodyHidden = secretEmailTypes.includes(row.type)
  return {
    ...summaryFields.entity(row, now),
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
    resends: resends.map((resend) => {
      const { id, state, created } = summaryFields.entity(resend, now)
      return { id, state, created }
    }),
  }
}
