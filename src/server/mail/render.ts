import { DEFAULT_LOCALE } from '@domain/constants'
import { type Locale, locales, rtlLocales } from '@domain/enums'
import { Liquid } from 'liquidjs'
import type { MessageTemplate } from './templates'

const liquid = new Liquid({ cache: true })

export interface RenderedMessage {
  subject: string
  text: string
  html: string
}

export function localeOrDefault(locale: string | null | undefined): Locale {
  return (locales as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The HTML body is the rendered text, escaped, one paragraph per blank-line block, with its
 * web addresses made links: one source per language keeps the two bodies from drifting apart.
 */
function textToHtml(text: string, locale: Locale): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => escapeHtml(p).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>'))
    .map((p) => `<p>${p}</p>`)
  const dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`
}

export async function renderMessage(template: MessageTemplate, variables: Record<string, unknown>, locale: Locale): Promise<RenderedMessage> {
  const subject = (await liquid.parseAndRender(template.subject, variables)) as string
  const text = (await liquid.parseAndRender(template.text, variables)) as string
  return { subject: subject.replace(/\s+/g, ' ').trim(), text, html: textToHtml(text, locale) }
}
