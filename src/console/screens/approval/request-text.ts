import type { GoTarget } from '@commands/go-target'
import type { ChangeRequest, ProposedChange } from '@domain/entities/approval'
import type { TFunction } from 'i18next'

/** What a held call does, in words: `finance.withdraw` is a withdrawal. */
export function callTitle(t: TFunction, call: string): string {
  return t(`approval:calls.${call}`, { defaultValue: call })
}

const fieldOf = (record: unknown, field: string): string | undefined => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * Where a changed record opens in the console, as the audit names it; null for one with no page
 * of its own (a trust policy opens under a config the change does not name) or one not made yet.
 */
export function recordTarget(change: ProposedChange, request: Pick<ChangeRequest, 'request'>): GoTarget | null {
  const id = change.targetId
  const params = request.request.params as Record<string, string | undefined>
  switch (change.targetType) {
    case 'user':
      return id ? { to: '/admin/users/$user', params: { user: id } } : null
    case 'role': {
      const [space, name] = (id ?? '').split('/')
      return space && name ? { to: '/roles/$role', params: { role: name }, search: { roleSpace: space } } : null
    }
    case 'merchant':
      return id ? { to: '/merchants/$merchant', params: { merchant: id } } : null
    case 'ledgerMovement': {
      const merchant = fieldOf(change.after, 'merchantAccount')
      return merchant ? { to: '/merchants/$merchant/accountSummary', params: { merchant } } : null
    }
    case 'cardRestrictionRule':
      return id && params.name && params.space ? { to: '/cardRestrictions/$restriction/$ruleId', params: { restriction: params.name, ruleId: id }, search: { space: params.space } } : null
    case 'fraudBlock':
      return id ? { to: '/fraudblocks/$fraudBlock', params: { fraudBlock: id } } : null
    case 'cardBlacklist':
      return id && change.after !== null ? { to: '/cardBlacklist/$cardId', params: { cardId: id } } : null
    case 'gatewayCredential':
      return id && change.after !== null ? { to: '/gatewayCredentials/$gatewayCredential', params: { gatewayCredential: id } } : null
    case 'systemCommand':
      return { to: '/systemCommand' }
    default:
      return null
  }
}
