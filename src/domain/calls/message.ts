import { z } from 'zod'
import { defineCall } from '../call'
import { numericId } from '../entities/common'
import { messageListQuerySchema, messageSchema, messageSummarySchema } from '../entities/message'
import { pageSchema } from '../pagination'

const area = 'message'
const params = z.object({ id: numericId })

export const messageCalls = {
  notifications: defineCall({ area, method: 'GET', path: 'notification', access: 'message.read', query: messageListQuerySchema, response: pageSchema(messageSummarySchema) }),
  notification: defineCall({ area, method: 'GET', path: 'notification/{id}', access: 'message.read', params, response: messageSchema }),
  resendNotification: defineCall({ area, method: 'POST', path: 'notification/resend/{id}', access: 'message.resend', params, response: messageSchema }),
  emails: defineCall({ area, method: 'GET', path: 'email', access: 'message.read', query: messageListQuerySchema, response: pageSchema(messageSummarySchema) }),
  email: defineCall({ area, method: 'GET', path: 'email/{id}', access: 'message.read', params, response: messageSchema }),
  resendEmail: defineCall({ area, method: 'POST', path: 'email/{id}/resend', access: 'message.resend', params, response: messageSchema }),
}
