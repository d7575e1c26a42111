import { z } from 'zod'
import { AUDIT_RETENTION_MAX_MONTHS, AUDIT_RETENTION_MIN_MONTHS, IDLE_TIMEOUT_MINUTES } from '../constants'
import { entityStatuses, exportFormats, locales } from '../enums'
import { listQuerySchema } from '../pagination'
import { currencyCode, emailField, isoTime, messages, nameKey, optionalText, patchOf, requiredText, spacesRecord, textSearch, times, timeZoneField } from './common'
import { approvalSettingsSchema } from './approval'
import { customReportDefinitionSchema } from './report'
import { namedRecord } from './named-record'

/** A space (mspace): an operator or partner tenant holding groups, merchants, users, roles. */
export const spaceSchema = z.object({
  ...namedRecord,
  partnerKey: z.string().nullable(),
  isOperator: z.boolean(),
  status: z.enum(entityStatuses),
  groupCount: z.number().int(),
  merchantCount: z.number().int(),
  userCount: z.number().int(),
  created: isoTime,
})
export type Space = z.infer<typeof spaceSchema>

export const spaceListQuerySchema = listQuerySchema.extend({
  status: z.enum(entityStatuses).optional(),
  q: textSearch,
})

export const spaceInputSchema = z.object({
  name: nameKey,
  displayName: requiredText(120),
  partnerKey: nameKey.nullable().optional(),
})

/** A tag in use by merchants of the space, with how many carry it. */
export const spaceMerchantTagSchema = z.object({ tag: z.string(), merchantCount: z.number().int() })

/** Settings that apply to a whole space. */
export const spaceConfigSchema = z.object({
  space: z.string(),
  defaultCurrency: z.string(),
  defaultLocale: z.enum(locales),
  timezone: z.string(),
  supportEmail: z.string().nullable(),
  dailyReport: z.object({
    enabled: z.boolean(),
    format: z.enum(exportFormats),
    recipients: z.array(z.string()),
  }),
  settlement: z.object({
    /** Gateways whose settlement files the space uploads. */
    gateways: z.array(z.string()),
    autoMatch: z.boolean(),
  }),
  emailTemplateCollection: z.string().nullable(),
  trustPolicyConfig: z.string().nullable(),
  /** Users of the space must sign in with 2FA: without it only their own calls work until they enrol. */
  twoFaRequired: z.boolean(),
  /** Days a new password lasts in the space. */
  passwordExpiryDays: z.number().int(),
  /** Minutes without activity after which a sign-in ends; at most IDLE_TIMEOUT_MINUTES. */
  idleTimeoutMinutes: z.number().int(),
  /** Minutes a review case of the space may wait before its SLA runs out. */
  reviewSlaMinutes: z.number().int(),
  /** Which writes of the space's users wait for a second person. */
  approvals: approvalSettingsSchema,
  /** Months the space's audit rows are kept; older ones are removed daily, the last 3 always kept. */
  auditRetentionMonths: z.number().int(),
  updated: isoTime,
  updatedBy: z.string().nullable(),
})
export type SpaceConfig = z.infer<typeof spaceConfigSchema>

export const spaceConfigInputSchema = z
  .object({
    defaultCurrency: currencyCode,
    defaultLocale: z.enum(locales),
    timezone: timeZoneField,
    supportEmail: emailField.nullable(),
    dailyReport: z.object({ enabled: z.boolean(), format: z.enum(exportFormats), recipients: z.array(emailField).max(50) }),
    settlement: z.object({ gateways: z.array(nameKey).max(50), autoMatch: z.boolean() }),
    emailTemplateCollection: nameKey.nullable(),
    trustPolicyConfig: nameKey.nullable(),
    twoFaRequired: z.boolean(),
    passwordExpiryDays: z.number(messages.format).int(messages.format).min(1).max(365),
    idleTimeoutMinutes: z
      .number(messages.format)
      .int(messages.format)
      .min(5, 'At least 5 minutes')
      .max(IDLE_TIMEOUT_MINUTES, `At most ${IDLE_TIMEOUT_MINUTES} minutes`),
    reviewSlaMinutes: z.number(messages.format).int(messages.format).min(5).max(10080),
    approvals: approvalSettingsSchema,
    auditRetentionMonths: z
      .number(messages.format)
      .int(messages.format)
      .min(AUDIT_RETENTION_MIN_MONTHS, `At least ${AUDIT_RETENTION_MIN_MONTHS} months: the last ${AUDIT_RETENTION_MIN_MONTHS} are always kept`)
      .max(AUDIT_RETENTION_MAX_MONTHS),
  })
  .partial()

/** A QuickSight dashboard offered on the custom reports screen of a space. */
export const quicksightReportSchema = z.object({
  ...spacesRecord,
  name: z.string(),
  description: z.string(),
  dashboardId: z.string(),
  region: z.string(),
  status: z.enum(entityStatuses),
  sortOrder: z.number().int(),
  /** The custom report it runs on the platform's own data; null when it only names a dashboard. */
  definition: customReportDefinitionSchema.nullable(),
  ...times,
})
export type QuicksightReport = z.infer<typeof quicksightReportSchema>

export const quicksightReportInputSchema = z.object({
  name: requiredText(120),
  description: optionalText(500),
  dashboardId: requiredText(120).regex(/^[A-Za-z0-9-]+$/, messages.format),
  region: requiredText(30).regex(/^[a-z]{2}-[a-z]+-\d$/, messages.format),
  status: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
  sortOrder: z.number().int().min(0).max(1000).default(0),
  definition: customReportDefinitionSchema.nullable().optional(),
})
export const quicksightReportUpdateSchema = patchOf(quicksightReportInputSchema)
