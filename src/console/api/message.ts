import { messageCalls } from '@domain/calls/message'
import { emailFilterFields, notificationFilterFields } from '@domain/filters/message'
import { defineRecordKind } from './record-kind'

/** Notifications: what customers of the merchants were sent about their payments. */
// A resend is audited on the message it resends: both kinds' audit target is `message`.
export const notificationKind = defineRecordKind({
  kind: 'notification',
  calls: { list: messageCalls.notifications, get: messageCalls.notification },
  filters: notificationFilterFields,
})

/** Emails: what console users were sent (password expiry, reset links, verification codes). */
export const emailKind = defineRecordKind({
  kind: 'email',
  calls: { list: messageCalls.emails, get: messageCalls.email },
  filters: emailFilterFields,
})

/**
 * The two lists of sent messages, one entity: each with its kind, its resend call and the
 * prefix of its own words in the `message` namespace.
 */
export const messageKinds = {
  notifications: { kind: notificationKind, resend: messageCalls.resendNotification },
  emails: { kind: emailKind, resend: messageCalls.resendEmail },
} as const

export type MessageList = keyof typeof messageKinds
