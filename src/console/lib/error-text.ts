import { sizeOrigins } from '@domain/error-codes'
import type { ErrorBody, ErrorParams, FieldError } from '@domain/errors'
import type { TextValues, Translate } from '../app/translate'

/** What a failed call leaves behind: the answer's status and body, and the error's own fields. */
export interface FailedCall {
  status?: number
  statusText?: string
  body?: Partial<ErrorBody> | null
  message?: string
  code?: string
}

export const FALLBACK_ERROR_TEXT = 'please try again'

/** The code of a call that got no answer at all: the server could not be reached. */
export const UNREACHABLE = 'UNREACHABLE'

/** The code of what could not be fetched because the browser is offline (a screen's code). */
export const OFFLINE = 'OFFLINE'

/** Texts of what got no answer, by code: unreachable, no answer before the time limit, or offline. */
const noAnswerKeys: Readonly<Record<string, string>> = {
  [UNREACHABLE]: 'errorcodes:network.unreachable',
  TimeoutError: 'errorcodes:network.timeout',
  [OFFLINE]: 'errorcodes:network.offline',
}

/**
 * How error texts reach the language shown without importing the text store (the store's
 * module shows errors itself). Until it is connected, texts stay the server's English.
 */
let shownLanguage: Translate | undefined

export function connectErrorText(translate: Translate): void {
  shownLanguage = translate
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))]
}

/** A size check's text names what was measured (characters, items) and whether the bound is allowed. */
function sizeKey(code: string, params: ErrorParams | undefined): string {
  const origin = params?.origin
  if ((sizeOrigins as readonly unknown[]).includes(origin)) return `${code}_${origin}`
  return params?.inclusive === false ? `${code}_exclusive` : code
}

/** A text key's text, or undefined while it has none (a lookup answers the key then). */
function textOf(t: Translate, key: string, values: TextValues | undefined): string | undefined {
  const text = t(key, values)
  return text === key || text === key.slice(key.indexOf(':') + 1) ? undefined : text
}

/** A refusal's numbers as the language shown writes them (1 000 in French). */
const localNumbers = (params: ErrorParams) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? value.toLocaleString(globalThis.document?.documentElement.lang || 'en') : value])) as TextValues

/**
 * The text of a code (see `@domain/error-codes`) in the language shown: its reason's, else the
 * field code's, else the answer code's. Undefined for a code this console has no text for (a
 * newer server) or while the texts load, so the caller falls back to the server's English. The
 * texts are looked up rather than the code lists imported, which keeps them off the sign-in page.
 */
export function codeText(code: string | undefined, params: ErrorParams | undefined, t: Translate | undefined = shownLanguage): string | undefined {
  if (!t || !code) return undefined
  // Texts fill in numbers and names only; a boolean param (`inclusive`) chooses the text instead.
  const values = params && localNumbers(params)
  const reason = typeof params?.reason === 'string' ? textOf(t, `errorcodes:reasons.${params.reason}`, values) : undefined
  const field = textOf(t, `errorcodes:fields.${code === 'too_big' || code === 'too_small' ? sizeKey(code, params) : code}`, values)
  return reason ?? field ?? textOf(t, `errorcodes:codes.${code}`, values)
}

/**
 * The special codes 521 to 524: a gateway in front of the server answers them when the server
 * behind it is down, refuses, cannot be reached or answers too late (the origin-unreachable family).
 */
const originKey = (status: number) => (status > 520 && status < 525 ? `errorcodes:network.origin.${status}` : undefined)

/**
 * The text of a call that got no answer from the server, in the language shown (none at all, or a
 * gateway's special code in its place); undefined while the texts load.
 */
function noAnswerText(error: FailedCall, t: Translate | undefined): string | undefined {
  const key = error.status === undefined ? (error.code ? noAnswerKeys[error.code] : undefined) : error.body?.errorCode ? undefined : originKey(error.status)
  return t && key ? textOf(t, key, undefined) : undefined
}

/** One field error's text: its code's in the language shown, else the server's message. */
export function fieldErrorText(error: FieldError | Pick<FieldError, 'message'>, t: Translate | undefined = shownLanguage): string {
  return ('code' in error && codeText(error.code, error.params, t)) || error.message
}

/**
 * The text shown for a failed call: the answer's errors list first, else the text of its
 * errorCode (or, without an answer, of why none came), else its message, else the error's own
 * message or code, else 'please try again'.
 * The HTTP status follows in brackets whenever the call got an answer, as its number: the status
 * text is English, and the number reads the same in every language.
 */
export function errorText(error: FailedCall, t: Translate | undefined = shownLanguage): string {
  const listed = unique((error.body?.errors ?? []).map((e) => fieldErrorText(e, t)))
  const coded = codeText(error.body?.errorCode, error.body?.params, t) ?? noAnswerText(error, t)
  const text =
    (listed.length ? listed.join(', ') : '') ||
    coded ||
    error.body?.message ||
    error.body?.errorCode ||
    error.message ||
    error.code ||
    FALLBACK_ERROR_TEXT
  return error.status ? `${text} (${error.status})` : text
}

export const OTHER_BUCKET = 'other'

export type ErrorBuckets = Record<string, string[]>

/**
 * Errors collected by field, with the general 'other' bucket for everything not tied to a
 * field; a message already in its bucket is not added twice.
 */
export function bucketErrors(error: FailedCall, into: ErrorBuckets = {}, t: Translate | undefined = shownLanguage): ErrorBuckets {
  const buckets: ErrorBuckets = Object.fromEntries(Object.entries(into).map(([k, v]) => [k, [...v]]))
  const add = (field: string, message: string) => {
    const bucket = buckets[field] ?? []
    if (!bucket.includes(message)) buckets[field] = [...bucket, message]
  }
  const listed: FieldError[] = error.body?.errors ?? []
  if (listed.length) for (const e of listed) add(e.field || OTHER_BUCKET, fieldErrorText(e, t))
  else add(OTHER_BUCKET, errorText(error, t))
  return buckets
}
