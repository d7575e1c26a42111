import { emailTypes, messageSendStates, messageTemplateTypes } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of a message list; the types offered are those of its channel. */
function messageFilterFields(types: readonly string[]) {
  return defineFilterFields({
    recipient: { kind: 'text', param: 'recipient' },
    state: { kind: 'enum', param: 'state', values: messageSendStates },
    type: { kind: 'enum', param: 'type', values: types },
    merchant: { kind: 'text', param: 'merchantName' },
    transaction: { kind: 'text', param: 'transactionId' },
    created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' },
  })
}

/** Filters of the notification list (`message` notifications call): what customers were sent. */
export const notificationFilterFields = messageFilterFields(messageTemplateTypes)

/** Filters of the email list (`message` emails call): what console users were sent. */
export const emailFilterFields = messageFilterFields(emailTypes)
