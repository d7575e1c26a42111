import { z } from 'zod'
import { emailTypes, messageChannels, messageSendStates, messageTemplateTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, keyFilter, timeRangeFilters } from './common'

export const messageTypes = [...messageTemplateTypes, ...emailTypes] as const
export type MessageType = (typeof messageTypes)[number]

/** A sent (or queued) email or merchant notification. Every sent message is one. */
export const messageSummarySchema = z.object({
  id: z.number(),
  channel: z.enum(messageChannels),
  type: z.string(),
  state: z.enum(messageSendStates),
  recipient: z.string(),
  subject: z.string(),
  merchantAccount: z.string().nullable(),
  space: z.string().nullable(),
  transactionId: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sentAt: isoTime.nullable(),
  created: isoTime,
  /** The message this one resends. */
  resendOf: z.number().nullable(),
})
export type MessageSummary = z.infer<typeof messageSummarySchema>

/** One delivery attempt and the SMTP server's answer; RETRY failed and was tried again later. */
export const messageDeliverySchema = z.object({
  attempt: z.number().int(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  outcome: z.enum(['SENT', 'PARTIALLY_FAILED', 'FAILED', 'RETRY']).nullable(),
  response: z.string().nullable(),
})
export type MessageDelivery = z.infer<typeof messageDeliverySchema>

/**
 * A message with what was sent, its delivery attempts and its resends. The body of an email
 * carrying a single-use secret (a reset link, a verification code) is never shown: `bodyHidden`.
 */
export const messageSchema = messageSummarySchema.extend({
  bodyHtml: z.string(),
  bodyText: z.string(),
  bodyHidden: z.boolean(),
  deliveries: z.array(messageDeliverySchema),
  resends: z.array(messageSummarySchema.pick({ id: true, state: true, created: true })),
})
export type Message = z.infer<typeof messageSchema>

/**
 * The variables of an email that hold a single-use secret. They may be used in its body only:
 * a subject shows in lists (and in mail previews) where the body does not.
 */
export const secretVariables: Readonly<Record<string, readonly string[]>> = {
  FORGOT_PASSWORD: ['link'],
  VERIFICATION_CODE: ['code'],
  EMAIL_CHANGE: ['link'],
}

/** Emails whose body holds a single-use secret: never shown, never resent (a new one is asked for instead). */
export const secretEmailTypes: readonly string[] = Object.keys(secretVariables)

/** What a resend needs to know of a message. */
export interface ResendSource {
  state: string
  type: string
}

/** Send states of a message still on its way: resending it would send it twice. */
const onItsWay: ReadonlySet<string> = new Set(['QUEUED', 'PROCESSING', 'PAUSED'])

/**
 * Why a message cannot be resent (the server refuses it with 409, the console hides the action);
 * null when it can. A single-use code is never sent twice: the user asks for a new one.
 */
export function resendRefusal(message: ResendSource): 'onItsWay' | 'singleUseCode' | null {
  if (secretEmailTypes.includes(message.type)) return 'singleUseCode'
  if (onItsWay.has(message.state)) return 'onItsWay'
  return null
}

export const messageListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  type: z.enum(messageTypes).optional(),
  state: z.enum(messageSendStates).optional(),
  recipient: z.string().max(200).optional(),
  transactionId: z.string().max(200).optional(),
  ...timeRangeFilters,
})
