import { messageCalls } from '@domain/calls/message'
import { emailFilterFields, notificationFilterFields } from '@domain/filters/message'
import { defineRecordKind } from './record-kind'

// A resend is audited on the message it resends.
const history = 'message'

/** Notifications: what customers of the merchants were sent about their payments. */
export const notificationKind = defineRecordKind({
  area: 'message',
  list: 'notifications',
  calls: { list: messageCalls.notifications, get: messageCalls.notification },
  filters: notificationFilterFields,
  route: '/notifications/$notification',
  focus: 'message',
  history,
})

/** Emails: what console users were sent (password expiry, reset links, verification codes). */
export const emailKind = defineRecordKind({
  area: 'message',
  list: 'emails',
  calls: { list: messageCalls.emails, get: messageCalls.email },
  filters: emailFilterFields,
  route: '/emails/$email',
  focus: 'message',
  history,
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
