import { defaultApprovalSettings } from '@domain/entities/approval'
import type { SpaceConfig } from '@domain/entities/mspace'
import { AUDIT_RETENTION_MONTHS, IDLE_TIMEOUT_MINUTES, PASSWORD_LIFETIME_DAYS, REVIEW_SLA_MINUTES } from '@domain/constants'

/** A space's settings before anyone saved them: what a new space starts with. */
export const defaultSpaceSettings: Omit<SpaceConfig, 'space' | 'updated' | 'updatedBy'> = {
  defaultCurrency: 'EUR',
  defaultLocale: 'en',
  timezone: 'UTC',
  supportEmail: null,
  dailyReport: { enabled: false, format: 'CSV', recipients: [] },
  settlement: { gateways: [], autoMatch: false },
  emailTemplateCollection: null,
  trustPolicyConfig: null,
  twoFaRequired: false,
  passwordExpiryDays: PASSWORD_LIFETIME_DAYS,
  idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES,
  reviewSlaMinutes: REVIEW_SLA_MINUTES,
  approvals: defaultApprovalSettings,
  auditRetentionMonths: AUDIT_RETENTION_MONTHS,
}

/** The stored settings over the defaults, so a setting added later reads as its default. */
export function toSpaceConfig(
  space: string,
  row: { settings: Record<string, unknown>; updated_by: string | null; updated_at: Date | string } | undefined,
  created: Date | string,
): SpaceConfig {
  return {
    ...defaultSpaceSettings,
    ...(row?.settings as Partial<SpaceConfig> | undefined),
    space,
    updated: new Date(row?.updated_at ?? created).toISOString(),
    updatedBy: row?.updated_by ?? null,
  }
}
