import { DEFAULT_LOCALE } from '@domain/constants'
import { templateVariableNames } from '@domain/entities/emailtpl'
import { type MessageType, secretVariables } from '@domain/entities/message'
import type { FieldError } from '@domain/errors'
import { type Locale, locales, rtlLocales } from '@domain/enums'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { Liquid, LiquidError, type LiquidOptions, type Template, Token } from 'liquidjs'
import { badRequest } from '../errors'
import type { MessageTemplate } from './templates'

/**
 * One engine setting for every message: templates are text people edit in the console, so
 * nothing they write may reach the file system or run unbounded.
 */
const engineOptions: LiquidOptions = {
  // Partials come from this empty map, never from disk; the tags that load them are refused below.
  templates: {},
  // A template reads the values it is given, not what their prototypes hold.
  ownPropertyOnly: true,
  // A misspelt filter is an error rather than silently no output.
  strictFilters: true,
  parseLimit: 1_000_000,
  renderLimit: 500,
  memoryLimit: 20_000_000,
}

/**
 * How long one text's check may render, in ms. A check (a save, a preview) runs in a request in
 * the server's own thread, holding every other request meanwhile; a message renders in well
 * under one. Sends keep the longer limit above: their template passed this check.
 */
const CHECK_RENDER_MS = 50

/**
 * liquidjs works out a token's line by counting from the start of its text, and `analyze` asks
 * for the line of every variable it finds: quadratic in a long template, seconds for a large one.
 * The line starts of the text last asked about are kept instead.
 */
const lines = { text: '', starts: [0] }
Token.prototype.getPosition = function (this: Token): [number, number] {
  if (this.input !== lines.text) {
    lines.text = this.input
    lines.starts = [0]
    for (let at = this.input.indexOf('\n'); at !== -1; at = this.input.indexOf('\n', at + 1)) lines.starts.push(at + 1)
  }
  // The last line starting at or before the token.
  let [low, high] = [0, lines.starts.length - 1]
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (lines.starts[middle]! <= this.begin) low = middle
    else high = middle - 1
  }
  return [low + 1, this.begin - lines.starts[low]! + 1]
}

function newEngine(options: LiquidOptions): Liquid {
  const engine = new Liquid({ ...engineOptions, ...options })
  for (const tag of ['include', 'render', 'layout']) {
    engine.registerTag(tag, {
      parse() {
        throw new Error(`tag '${tag}' is not allowed: a message template stands alone`)
      },
      render() {},
    })
  }
  return engine
}

/** Subjects and text bodies: output as written. */
const textEngine = newEngine({})
/** HTML bodies: every output is HTML-escaped, so a value such as `<script>` arrives as text. */
const htmlEngine = newEngine({ outputEscape: 'escape' })

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

function htmlDocument(paragraphs: string[], locale: Locale): string {
  const dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`
}

/**
 * The HTML body is the rendered text, escaped, one paragraph per blank-line block, with its
 * web addresses made links: one source per language keeps the two bodies from drifting apart.
 */
function textToHtml(text: string, locale: Locale): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => escapeHtml(p).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, '<br>'))
  return htmlDocument(paragraphs, locale)
}

const liquidMarkup = /(\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/

/**
 * The HTML template of a text template, laid out as `textToHtml` lays out its rendering: the
 * literal text escaped, the Liquid markup kept, and a `{{ link }}` output made a link.
 */
export function htmlTemplateOfText(text: string, locale: Locale): string {
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    p
      .split(liquidMarkup)
      .map((part, i) => (i % 2 === 1 ? part.replace(/^\{\{\s*link\s*\}\}$/, '<a href="{{ link }}">{{ link }}</a>') : escapeHtml(part)))
      .join('')
      .replace(/\n/g, '<br>'),
  )
  return htmlDocument(paragraphs, locale)
}

const oneLine = (subject: string) => subject.replace(/\s+/g, ' ').trim()

/**
 * Renders a message of a type to send: the HTML body from its own template, or else built from
 * the text. The type's secret variables render blank in the subject, whatever a template stored
 * before they were refused there says.
 */
export async function renderMessage(template: MessageTemplate, type: string, variables: Record<string, unknown>, locale: Locale): Promise<RenderedMessage> {
  const secrets = secretVariables[type] ?? []
  const subjectVariables = Object.fromEntries(Object.entries(variables).filter(([name]) => !secrets.includes(name)))
  const subject = (await textEngine.parseAndRender(template.subject, subjectVariables)) as string
  const text = (await textEngine.parseAndRender(template.text, variables)) as string
  const html = template.html ? ((await htmlEngine.parseAndRender(template.html, variables)) as string) : textToHtml(text, locale)
  return { subject: oneLine(subject), text, html }
}

/** The three texts of a stored template, as the console edits them. */
export interface TemplateTexts {
  subject: string
  bodyHtml: string
  bodyText: string
}

/** `tag "iff" not found, line:3, col:1` -> `Line 3: tag 'iff' not found`. */
function liquidProblem(error: unknown): string {
  if (!(error instanceof LiquidError)) return `Does not render: ${error instanceof Error ? error.message : String(error)}`
  const [line] = error.token.getPosition()
  const message = (error.originalError?.message ?? error.message).replace(/, line:\d+, col:\d+$/, '').replace(/"/g, "'")
  return `Line ${line}: ${message}`
}

/**
 * Checks one text against the variables its type offers and renders it with `data`: a Liquid
 * error, a variable the type does not offer, or a text that renders blank is its problem. The
 * server's thread serves other requests between the steps, each bounded (the template schemas'
 * markup limit, CHECK_RENDER_MS).
 */
async function checkedRender(
  engine: Liquid,
  source: string,
  variables: readonly string[],
  secrets: readonly string[],
  data: Record<string, unknown>,
): Promise<{ output: string } | { problem: string }> {
  let parsed: Template[]
  try {
    parsed = engine.parse(source)
    await nextTurn()
    const analysis = await engine.analyze(parsed, { partials: false })
    const secret = Object.entries(analysis.globals).find(([name]) => secrets.includes(name))
    if (secret) {
      const [name, uses] = secret
      return { problem: `Line ${uses[0]?.location.row ?? 1}: ${name} is a single-use secret and may be used in the body only` }
    }
    const unknown = Object.entries(analysis.globals).find(([name]) => !variables.includes(name))
    if (unknown) {
      const [name, uses] = unknown
      return { problem: `Line ${uses[0]?.location.row ?? 1}: unknown variable ${name}` }
    }
    await nextTurn()
    const output = (await engine.render(parsed, data, { renderLimit: CHECK_RENDER_MS })) as string
    if (output.trim() === '') return { problem: 'Renders blank with the sample data' }
    return { output }
  } catch (error) {
    return { problem: liquidProblem(error) }
  }
}

/**
 * Checks and renders a template's texts for a message type in the one way every save, preview
 * and test send does: each problem is a 400 field error on its text, naming the line. An empty
 * text body is allowed (the HTML body then stands alone); a text that renders blank is not. The
 * type's secret variables (`secretVariables`) are refused in the subject.
 */
export async function renderTemplate(texts: Partial<TemplateTexts>, type: MessageType, data: Record<string, unknown>): Promise<Partial<RenderedMessage>> {
  const variables = templateVariableNames(type)
  const secrets = secretVariables[type] ?? []
  const fields = [
    ['subject', 'subject', textEngine],
    ['bodyHtml', 'html', htmlEngine],
    ['bodyText', 'text', textEngine],
  ] as const
  const errors: FieldError[] = []
  const rendered: Partial<RenderedMessage> = {}
  for (const [field, part, engine] of fields) {
    const source = texts[field]
    if (source === undefined || (field === 'bodyText' && source.trim() === '')) continue
    const result = await checkedRender(engine, source, variables, field === 'subject' ? secrets : [], data)
    if ('problem' in result) errors.push({ field, message: result.problem })
    else rendered[part] = part === 'subject' ? oneLine(result.output) : result.output
  }
  if (errors.length > 0) throw badRequest('The template does not render', errors)
  return rendered
}
