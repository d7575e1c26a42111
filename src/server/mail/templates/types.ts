import type { Locale } from '@domain/enums'

/** LiquidJS sources of one message in one language. */
export interface MessageTemplate {
  subject: string
  /** The message body as plain text; the HTML body is built from it (see mail/render.ts) unless `html` is given. */
  text: string
  /** The HTML body, its outputs HTML-escaped; a template edited in the console has one. */
  html?: string
}

export type LocalizedTemplate = Record<Locale, MessageTemplate>
