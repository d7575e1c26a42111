import type { Translate } from '../app/translate'

/**
 * The enumerations of `@domain/enums` whose values are not words, so have no label: version
 * numbers, IANA zones (named by `auth:timezones`), language codes (each named in its own
 * language), the review queue's and the approvals' tabs, which are their URLs' (named by
 * `review:tabs` and `approval:tabs`), and the approval policies (named by `approval:policies`).
 */
export const unlabelledEnumerations = ['threeDsVersions', 'timezoneIds', 'locales', 'rtlLocales', 'reviewTabs', 'approvalTabs', 'approvalPolicies'] as const

/**
 * One label per value in the `enums` namespace: a value means the same in every enumeration it is
 * in. English labels are the codes themselves, as support reads them in tickets and exports.
 */
export const enumLabelKey = (value: string) => `enums:values.${value}`

/** A value of an enumeration in the user's language; the raw value while its label is missing or loading. */
export function enumLabel(t: Translate, value: string): string {
  const text = t(enumLabelKey(value))
  return text.endsWith(`values.${value}`) ? value : text
}
