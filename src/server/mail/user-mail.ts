import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { PartnerSettings } from '@domain/entities/partner'
import { partnerOfSpace } from '../partner'
import type { Services } from '../services'
import { type SendMessageInput, sendMessage } from './send'

/**
 * Where a link in an email points: the partner's production console address, else PUBLIC_URL,
 * else the address the server was started on. Never the request's Host, which a client can
 * forge (reset-link poisoning).
 */
export function consoleOrigin(services: Services, partnerConsoleUrl: string | null): string {
  const { publicUrl, host, port } = services.config
  const configured = partnerConsoleUrl ?? publicUrl
  if (configured) return configured.replace(/\/+$/, '')
  // This machine's own addresses, and every address, are reached from it as localhost.
  const local = ['0.0.0.0', '::', '', '127.0.0.1', '::1'].includes(host)
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`
}

/** A console user a system email goes to. */
export interface MailedUser {
  id: number
  email: string
  real_name: string
  locale: string
  space_id: number
}

type UserMessage = Omit<SendMessageInput, 'recipient' | 'locale' | 'userId' | 'spaceId' | 'variables'> & {
  /** What the email's type needs besides the user's name and the console's (its links come from the partner). */
  variables: (partner: PartnerSettings) => Record<string, unknown>
}

/** Queues a system email to a console user: in their language, under the name their space's partner gives the console. */
export async function mailUser(services: Services, user: MailedUser, message: UserMessage): Promise<void> {
  const partner = await partnerOfSpace(services, user.space_id)
  await sendMessage(services, {
    ...message,
    recipient: user.email,
    locale: user.locale,
    userId: user.id,
    spaceId: user.space_id,
    variables: { realName: user.real_name, appName: partner.partnerAppName ?? DEFAULT_CONSOLE_NAME, ...message.variables(partner) },
  })
}
