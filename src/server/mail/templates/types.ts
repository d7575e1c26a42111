import type { Locale } from '@domain/enums'

/** LiquidJS sources of one message in one language. */
export interface MessageTemplate {
  subject: string
  /** The message body as plain text; the HTML body is built from it (see mail/render.ts). */
  text: string
}

export type LocalizedTemplate = Record<Locale, MessageTemplate>
