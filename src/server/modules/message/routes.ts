import { calls } from '@domain/calls'
import { resendRefusal } from '@domain/entities/message'
import type { MessageChannel } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../../auth/principal'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import { conflict } from '../../errors'
import type { Services } from '../../services'
import { findMessage, messagePage, toMessage } from './queries'

/**
 * Sent messages: customer notifications and console emails, each with what was sent and its
 * delivery attempts. A resend is a new message, queued, pointing at the original.
 */
export async function registerMessageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const m = calls.message

  async function resend(channel: MessageChannel, id: number, principal: Principal, request: { ip: string }) {
    const original = await findMessage(db, principal, channel, id)
    const refusal = resendRefusal(original)
    if (refusal === 'onItsWay') throw conflict(`This message is ${original.state}: it is still on its way`)
    if (refusal === 'singleUseCode') throw conflict('This email carried a single-use code: ask for a new one instead of resending it')
    const resentId = await auditedWrite(services, { principal, request }, async (trx, now) => {
      const row = await trx
        .insertInto('message')
        .values({
          channel: original.channel,
          type: original.type,
          space_id: original.space_id,
          merchant_id: original.merchant_id,
          user_id: original.user_id,
          recipient: original.recipient,
          subject: original.subject,
          body_html: original.body_html,
          body_text: original.body_text,
          transaction_id: original.transaction_id,
          related: JSON.stringify({ ...(original.related as Record<string, unknown>), resentBy: principal.username }),
          state: 'QUEUED',
          attempts: 0,
          next_attempt_at: now,
          resend_of: original.rowId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const resent = Number(row.id)
      return {
        answer: resent,
        event: { type: 'UPDATE', action: 'RESENT', targetType: 'message', targetId: original.rowId, detail: { channel, resent } },
      }
    })
    services.mail.wake()
    return toMessage(db, principal, await findMessage(db, principal, channel, resentId), services.now())
  }

  for (const [channel, list, get, resendCall] of [
    ['NOTIFICATION', m.notifications, m.notification, m.resendNotification],
    ['EMAIL', m.emails, m.email, m.resendEmail],
  ] as const) {
    bindCall(app, services, list, async ({ query, principal }) => messagePage(db, principal, channel, query, services.now()))
    bindCall(app, services, get, async ({ params, principal }) => toMessage(db, principal, await findMessage(db, principal, channel, params.id), services.now()))
    bindCall(app, services, resendCall, async ({ params, principal, request, reply }) => {
      const answer = await resend(channel, params.id, principal, request)
      reply.code(201)
      return answer
    })
  }
}
