import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { PartnerSettings } from '@domain/entities/partner'
import type { FastifyRequest } from 'fastify'
import { type SendMessageInput, sendMessage } from '../../mail'
import type { Services } from '../../services'
import { partnerOfSpace } from '../system/partner'

/**
 * Where a link in an email points: the partner's production console address, else PUBLIC_URL.
 * Only outside production does it fall back to the request's own host, which a client can
 * forge (reset-link poisoning).
 */
export function consoleOrigin(services: Services, request: FastifyRequest, partnerConsoleUrl: string | null): string {
  const configured = partnerConsoleUrl ?? services.config.publicUrl
  if (configured) return configured.replace(/\/+$/, '')
  return `${request.protocol}://${request.host}`
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
