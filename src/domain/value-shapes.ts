import type { TokenFormat } from './enums'

/**
 * Recognises what a typed or pasted value is by its shape alone, so the palette and `search`
 * agree on what to look for. Pure: no lookups, no I/O.
 */
export const valueShapes = ['cardHash', 'bin', 'last4', 'email', 'ip', 'transaction', 'customer', 'merchant'] as const
export type ValueShape = (typeof valueShapes)[number]

export interface RecognisedValue {
  kind: ValueShape
  /** The value to look up, normalised (trimmed; emails lower-cased). */
  value: string
  /** For a card hash: which of the spec's token formats it has. */
  tokenFormat?: TokenFormat
  /** A BIN or last 4 carried inside a token (the "with bin" and "with last4" formats). */
  cardBin?: string
  cardLast4?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Base64 or base64url text: a token encoded by the vault. */
const ENCODED = /^[A-Za-z0-9+/_-]{16,120}={0,2}$/
const ALPHANUMERIC = /^[A-Za-z0-9]{12,120}$/
/** A BIN before the token, or a last 4 after it, joined by one separator. */
const WITH_BIN = /^(\d{6,8})[:_|-](.+)$/
const WITH_LAST4 = /^(.+)[:_|-](\d{4})$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TRANSACTION_ID = /^tx_[A-Za-z0-9]{4,64}$/
const CUSTOMER_ID = /^cus_[A-Za-z0-9]{4,64}$/
const MERCHANT_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{1,99}$/

/** 13 to 19 digits, spaces or dashes allowed between groups: a full card number, never kept. */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d{13,19}$/.test(digits) && /^[\d\s-]+$/.test(value.trim())
}

export function isIpv4(value: string): boolean {
  const parts = value.split('.')
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && (p === '0' || !p.startsWith('0')))
}

export function isIpv6(value: string): boolean {
  if (!value.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(value)) return false
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const groups = halves.flatMap(groupsOf)
  // An IPv4 tail (::ffff:10.0.0.1) stands for two groups.
  const last = groups.at(-1)
  const v4Tail = last?.includes('.') ?? false
  if (v4Tail && !isIpv4(last!)) return false
  const hexGroups = v4Tail ? groups.slice(0, -1) : groups
  if (!hexGroups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false
  const count = hexGroups.length + (v4Tail ? 2 : 0)
  return halves.length === 2 ? count < 8 : count === 8
}

/** Letters and digits both: tells a token from a word or a number. */
const mixed = (s: string) => /[A-Za-z]/.test(s) && /\d/.test(s)

function bareTokenFormat(value: string): 'UUID' | 'ENCODED' | 'ALPHANUMERIC' | null {
  if (UUID.test(value)) return 'UUID'
  if (ALPHANUMERIC.test(value) && mixed(value)) return 'ALPHANUMERIC'
  if (ENCODED.test(value) && mixed(value) && /[+/_=-]/.test(value)) return 'ENCODED'
  return null
}

/** The token format of a card hash, or null when the value is not one. */
export function tokenFormatOf(value: string): { format: TokenFormat; cardBin?: string; cardLast4?: string } | null {
  const bare = bareTokenFormat(value)
  if (bare === 'UUID') return { format: 'UUID' }
  const withBin = WITH_BIN.exec(value)
  if (withBin) {
    const inner = bareTokenFormat(withBin[2]!)
    if (inner === 'ALPHANUMERIC') return { format: 'ALPHANUMERIC_WITH_BIN', cardBin: withBin[1] }
    if (inner === 'ENCODED' || inner === 'UUID') return { format: 'ENCODED_WITH_BIN', cardBin: withBin[1] }
  }
  const withLast4 = WITH_LAST4.exec(value)
  if (withLast4) {
    const inner = bareTokenFormat(withLast4[1]!)
    if (inner === 'ALPHANUMERIC') return { format: 'ALPHANUMERIC_WITH_LAST4', cardLast4: withLast4[2] }
    if (inner === 'ENCODED' || inner === 'UUID') return { format: 'ENCODED_WITH_LAST4', cardLast4: withLast4[2] }
  }
  return bare ? { format: bare } : null
}

/**
 * Every kind the value could be, most specific first: `411111` is a BIN, `tx_9f3a01bc` a
 * transaction id, `acme-books` a merchant name. A full card number is nothing: it is never
 * looked up. Shapes that are also valid names (a long token) add `merchant` last.
 */
export function recogniseValue(input: string): RecognisedValue[] {
  const value = input.trim()
  if (value.length < 2 || value.length > 200 || looksLikeCardNumber(value)) return []
  if (/^\d{4}$/.test(value)) return [{ kind: 'last4', value }]
  if (/^\d{6,8}$/.test(value)) return [{ kind: 'bin', value }]
  if (/^\d+$/.test(value)) return []
  if (EMAIL.test(value)) return [{ kind: 'email', value: value.toLowerCase() }]
  if (isIpv4(value) || isIpv6(value)) return [{ kind: 'ip', value: isIpv6(value) ? value.toLowerCase() : value }]
  if (TRANSACTION_ID.test(value)) return [{ kind: 'transaction', value }]
  if (CUSTOMER_ID.test(value)) return [{ kind: 'customer', value }]
  const found: RecognisedValue[] = []
  const token = tokenFormatOf(value)
  if (token) {
    found.push({
      kind: 'cardHash',
      value,
      tokenFormat: token.format,
      ...(token.cardBin ? { cardBin: token.cardBin } : {}),
      ...(token.cardLast4 ? { cardLast4: token.cardLast4 } : {}),
    })
  }
  if (MERCHANT_NAME.test(value) && token?.format !== 'UUID') found.push({ kind: 'merchant', value })
  return found
}
