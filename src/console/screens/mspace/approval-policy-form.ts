import type { ApprovalSettings } from '@domain/entities/approval'
import type { FieldError } from '@domain/errors'

/** A space's approval policy as its settings form holds it: switches, and numbers as typed. */
export interface ApprovalPolicyForm {
  money: boolean
  moneyAbove: string
  moneyCurrencies: string
  permissions: boolean
  scope: boolean
  rules: boolean
  bulkDelete: boolean
  bulkAbove: string
  systemCommand: boolean
  secrets: boolean
  expiryHours: string
}

/** Where the server reports each part of the policy, which the form shows beside its field. */
export const approvalPolicyFields = ['approvals.money.above', 'approvals.money.currencies', 'approvals.bulkDelete.above', 'approvals.expiryHours'] as const

export function approvalPolicyForm(settings: ApprovalSettings): ApprovalPolicyForm {
  return {
    money: settings.money.on,
    moneyAbove: String(settings.money.above),
    moneyCurrencies: Object.entries(settings.money.currencies)
      .map(([currency, amount]) => `${currency} ${amount}`)
      .join(', '),
    permissions: settings.permissions.on,
    scope: settings.scope.on,
    rules: settings.rules.on,
    bulkDelete: settings.bulkDelete.on,
    bulkAbove: String(settings.bulkDelete.above),
    systemCommand: settings.systemCommand.on,
    secrets: settings.secrets.on,
    expiryHours: String(settings.expiryHours),
  }
}

/** `EUR 25000, JPY 2000000` (commas, semicolons or lines between) as thresholds by currency; null when a part is not a code and a whole amount. */
export function currencyThresholds(text: string): Record<string, number> | null {
  const thresholds: Record<string, number> = {}
  for (const part of text.split(/[,;\n]+/).map((item) => item.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{3})\s*[: ]\s*(\d{1,13})$/.exec(part)
    if (!match) return null
    thresholds[match[1]!.toUpperCase()] = Number(match[2])
  }
  return thresholds
}

/** The form's own problems: the thresholds by currency must read as codes and amounts. */
export function approvalPolicyProblems(form: ApprovalPolicyForm, formatMessage: string): FieldError[] {
  return currencyThresholds(form.moneyCurrencies) === null ? [{ field: 'approvals.money.currencies', message: formatMessage }] : []
}

/** A number as typed; an empty field is no number, which the server refuses beside it. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** The policy as the space settings call takes it; the numbers as typed, for the server to judge. */
export function approvalPolicyBody(form: ApprovalPolicyForm): ApprovalSettings {
  return {
    money: { on: form.money, above: typed(form.moneyAbove), currencies: currencyThresholds(form.moneyCurrencies) ?? {} },
    permissions: { on: form.permissions },
    scope: { on: form.scope },
    rules: { on: form.rules },
    bulkDelete: { on: form.bulkDelete, above: typed(form.bulkAbove) },
    systemCommand: { on: form.systemCommand },
    secrets: { on: form.secrets },
    expiryHours: typed(form.expiryHours),
  }
}
