import { z } from 'zod'
import { emailTypes, messageChannels, messageSendStates, messageTemplateTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, timeRangeFilters } from './common'

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
})
export type MessageSummary = z.infer<typeof messageSummarySchema>
export const messageSchema = messageSummarySchema.extend({ bodyHtml: z.string(), bodyText: z.string() })
export type Message = z.infer<typeof messageSchema>

export const messageListQuerySchema = listQuerySchema.extend({
  merchantName: z.string().max(100).optional(),
  type: z.enum(messageTypes).optional(),
  state: z.enum(messageSendStates).optional(),
  recipient: z.string().max(200).optional(),
  transactionId: z.string().max(200).optional(),
  ...timeRangeFilters,
})
