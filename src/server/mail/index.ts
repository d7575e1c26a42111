export { MAIL_QUEUE_CHANNEL, type MailQueue, startMailQueue } from './queue'
export { localeOrDefault, type RenderedMessage, renderMessage } from './render'
export { type SendMessageInput, type SentMessage, sendMessage } from './send'
export { type LocalizedTemplate, type MessageTemplate, systemEmailTemplates } from './templates'
