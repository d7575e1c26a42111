import { defineCall } from '../call'
import { messageListQuerySchema, messageSchema, messageSummarySchema } from '../entities/message'
import { pageSchema } from '../pagination'
import { idParams } from './params'

const area = 'message'

export const messageCalls = {
  notifications: defineCall({ area, method: 'GET', path: 'notification', access: 'message.read', query: messageListQuerySchema, response: pageSchema(messageSummarySchema) }),
  notification: defineCall({ area, method: 'GET', path: 'notification/{id}', access: 'message.read', params: idParams, response: messageSchema }),
  resendNotification: defineCall({ area, method: 'POST', path: 'notification/resend/{id}', access: 'message.resend', params: idParams, response: messageSchema }),
  emails: defineCall({ area, method: 'GET', path: 'email', access: 'message.read', query: messageListQuerySchema, response: pageSchema(messageSummarySchema) }),
  email: defineCall({ area, method: 'GET', path: 'email/{id}', access: 'message.read', params: idParams, response: messageSchema }),
  resendEmail: defineCall({ area, method: 'POST', path: 'email/{id}/resend', access: 'message.resend', params: idParams, response: messageSchema }),
}
