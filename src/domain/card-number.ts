import { z } from 'zod'

/** Said when free text holds a full card number. */
export const cardNumberInText = 'Must not contain a card number'

/** The Luhn checksum (ISO/IEC 7812) every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const isCardNumber = (digits: string) => digits.length >= 13 && digits.length <= 19 && luhnValid(digits)

/** Digit groups joined by one space or one dash (` - ` too): how people write a card number. */
const DIGIT_RUN = /\d+(?:(?:\s?-\s?|\s)\d+)*/g
const LETTER = /\p{L}/u

/**
 * A run of digit groups holds a card number when one group is 13 to 19 digits, or when groups
 * read as a card is written: fours with a shorter last group (`4111 1111 1111 1111`,
 * `4111-1111-1111-1`) or 4-6-4/5 (`3782 822463 10005`). Other groupings are phone numbers,
 * dates and amounts (`+55 11 91234 5678`, `2024-01-15 2024-02-15`), not card numbers.
 */
function runHoldsCardNumber(groups: string[]): boolean {
  for (const [i, group] of groups.entries()) {
    if (isCardNumber(group)) return true
    if (group.length !== 4) continue
    // Read by index: a copy of the groups after each one would make a long run quadratic.
    let digits = group
    for (let j = i + 1; j < groups.length; j++) {
      const next = groups[j]!
      if (next.length > 4 || digits.length >= 19) break
      digits += next
      if (isCardNumber(digits)) return true
      if (next.length < 4) break
    }
    const [second, third] = [groups[i + 1], groups[i + 2]]
    if (second?.length === 6 && (third?.length === 4 || third?.length === 5) && isCardNumber(group + second + third)) return true
  }
  return false
}

const IBAN_START = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}/gu
const IBAN_CHAR = /[A-Z0-9]/

/** ISO 13616 check: the country and check digits moved to the end, letters as 10 to 35, mod 97 is 1. */
function ibanValid(chars: string): boolean {
  let rest = 0
  for (const char of chars.slice(4) + chars.slice(0, 4)) {
    const value = Number.parseInt(char, 36)
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97
  }
  return rest === 1
}

/**
 * Blanks out the valid IBANs: a bank account's digits, grouped by four, can pass the Luhn check
 * and would otherwise read as a card number.
 */
function withoutIbans(text: string): string {
  // The text between the IBANs, joined once at the end: blanking each in a new copy of the whole
  // text would make a text of many IBANs quadratic.
  const parts: string[] = []
  let kept = 0
  for (const start of text.matchAll(IBAN_START)) {
    const ends: number[] = []
    let chars = ''
    let at = start.index
    while (chars.length < 34 && at < text.length) {
      if (text[at] === ' ' && IBAN_CHAR.test(text[at + 1] ?? '')) at += 1
      const char = text[at] ?? ''
      if (!IBAN_CHAR.test(char)) break
      chars += char
      at += 1
      ends.push(at)
    }
    for (let length = chars.length; length >= 15; length -= 1) {
      const end = ends[length - 1]!
      if (!/[\p{L}\p{N}]/u.test(text[end] ?? '') && ibanValid(chars.slice(0, length))) {
        const from = Math.max(kept, start.index)
        parts.push(text.slice(kept, from), ' '.repeat(Math.max(0, end - from)))
        kept = Math.max(kept, end)
        break
      }
    }
  }
  parts.push(text.slice(kept))
  return parts.join('')
}

/**
 * True when the text holds a full card number: 13 to 19 digits that pass the Luhn check,
 * written together or grouped by spaces or dashes, alone or inside longer text
 * (`tok_4111111111111111`). Digits glued to letters belong to a word (a hex hash, a code), and
 * a valid IBAN is a bank account, so neither counts. Arabic-Indic and full-width digits count as
 * digits.
 */
export function containsCardNumber(input: string): boolean {
  const text = withoutIbans(input.normalize('NFKC').replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf)))
  for (const run of text.matchAll(DIGIT_RUN)) {
    const before = text[run.index - 1] ?? ''
    const after = text[run.index + run[0].length] ?? ''
    if (LETTER.test(before) || LETTER.test(after)) continue
    if (runHoldsCardNumber(run[0].split(/\D+/))) return true
  }
  return false
}

/**
 * True when a key holds a run of 13 to 19 digits that passes the Luhn check, whatever stands
 * around it: in a card hash, letters before the digits (`tok4111111111111111`) do not make a
 * card number anything else. Free text, where digits glued to letters are a word, uses
 * containsCardNumber.
 */
export function keyHoldsCardNumber(key: string): boolean {
  for (const [run] of key.matchAll(/\d+/g)) if (isCardNumber(run)) return true
  return false
}

/** The check every free-text field of a write carries: no full card number is ever stored. */
export const noCardNumber = z.refine<string>((text) => !containsCardNumber(text), cardNumberInText)
