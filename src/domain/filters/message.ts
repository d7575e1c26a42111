import { emailTypes, messageSendStates, messageTemplateTypes } from '../enums'
import { createdFilter, defineFilterFields, merchantFilter } from '../filter-fields'

/** Filters of a message list; the types offered are those of its channel. */
function messageFilterFields(types: readonly string[]) {
  return defineFilterFields({
    recipient: { kind: 'text', param: 'recipient' },
    state: { kind: 'enum', param: 'state', values: messageSendStates },
    type: { kind: 'enum', param: 'type', values: types },
    merchant: merchantFilter,
    transaction: { kind: 'text', param: 'transactionId' },
    created: createdFilter,
  })
}

/** Filters of the notification list (`message` notifications call): what customers were sent. */
export const notificationFilterFields = messageFilterFields(messageTemplateTypes)

/** Filters of the email list (`message` emails call): what console users were sent. */
export const emailFilterFields = messageFilterFields(emailTypes)
