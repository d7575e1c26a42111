import { z } from 'zod'
import { locales, scopes, userEventTypes, userStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { emailField, isoTime, isoTimeInput, keyFilter, messages, nameKey, placementFilters, requiredText, timeRangeFilters, timeZoneField } from './common'
import { chosenTimeZone, passwordSchema, userIdentity } from './user'

/**
 * What a write did, when its type says too little: a message resent is an UPDATE of the message,
 * a card blocked a CREATE of its block. The audit log names the action rather than the type.
 * Kept beside the event, not in enums.ts, so the signed-out pages do not carry it.
 */
export const auditActions = ['RESENT', 'BLOCKED', 'RELEASED', 'DISABLED', 'ENABLED'] as const
export type AuditAction = (typeof auditActions)[number]

/** An admin user (muser) as the user screens list and show it. */
export const adminUserSchema = z.object({
  ...userIdentity,
  status: z.enum(userStatuses),
  scope: z.enum(scopes),
  space: z.string(),
  group: z.string().nullable(),
  merchant: z.string().nullable(),
  roles: z.array(z.string()),
  enabledTwoFA: z.boolean(),
  locale: z.enum(locales),
  timezone: chosenTimeZone,
  avatar: z.string().nullable(),
  /** Null for an INVITED user: no password yet, so none expires. */
  passwordExpiration: isoTime.nullable(),
  lockedUntil: isoTime.nullable(),
  lastLoginAt: isoTime.nullable(),
  created: isoTime,
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUserListQuerySchema = listQuerySchema.extend({
  ...placementFilters,
  merchant: keyFilter,
  scope: z.enum(scopes).optional(),
  status: z.enum(userStatuses).optional(),
  role: keyFilter,
  q: z.string().max(200).optional(),
})

const usernameField = requiredText(60, 3).regex(/^[a-z0-9][a-z0-9._@-]*$/, messages.format)

/**
 * A new user. The scope decides which of space / group / merchant is needed. Without a
 * password the user gets a FORGOT_PASSWORD email to set one.
 */
export const adminUserInputSchema = z
  .object({
    username: usernameField,
    email: emailField,
    realName: requiredText(120),
    scope: z.enum(scopes),
    space: nameKey,
    group: nameKey.nullable().optional(),
    merchant: nameKey.nullable().optional(),
    roles: z.array(nameKey).max(50).default([]),
    locale: z.enum(locales).default('en'),
    timezone: timeZoneField.nullable().default(null),
    password: passwordSchema.optional(),
  })
  .superRefine((u, ctx) => {
    if (u.scope === 'GROUP' && !u.group) ctx.addIssue({ code: 'custom', path: ['group'], message: messages.required })
    if (u.scope === 'MERCHANT' && !u.merchant)
      ctx.addIssue({ code: 'custom', path: ['merchant'], message: messages.required })
  })

export const adminUserUpdateSchema = z
  .object({
    email: emailField,
    realName: requiredText(120),
    scope: z.enum(scopes),
    group: nameKey.nullable(),
    merchant: nameKey.nullable(),
    locale: z.enum(locales),
    timezone: timeZoneField,
  })
  .partial()

/** LOCKED is set by the lockout rule; an admin unlocks (ACTIVE) or disables. */
export const adminUserStatusSchema = z.object({ status: z.enum(userStatuses) })
/**
 * An admin sets a new password, which the user must change at the next sign-in; without one,
 * the user gets a reset link by email instead.
 */
export const adminUserPasswordSchema = z.object({ password: passwordSchema.optional() })
export const adminUserRoleSchema = z.object({ role: nameKey })

/** One audit event: who did what to which record, when, and the before/after. */
export const userEventSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string(),
  space: z.string().nullable(),
  type: z.enum(userEventTypes),
  /** What the write did, named in the log instead of its type when the type says too little. */
  action: z.enum(auditActions).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created: isoTime,
})
export type UserEvent = z.infer<typeof userEventSchema>

export const userEventListQuerySchema = listQuerySchema.extend({
  username: z.string().max(60).optional(),
  type: z.enum(userEventTypes).optional(),
  targetType: z.string().max(60).optional(),
  targetId: z.string().max(200).optional(),
  space: keyFilter,
  /** FAILURE: refused sign-ins, lockouts, token reuse and failed system commands. */
  outcome: z.enum(['SUCCESS', 'FAILURE']).optional(),
  ...timeRangeFilters,
})

/**
 * Why a chain of audit rows does not check out, at the first row that breaks it: the row's fields
 * no longer give its hash (`changed`); rows before it are gone (`missing`); it does not follow the
 * row before it, one of the two replaced whole (`unlinked`); the newest row was replaced whole
 * (`replaced`); rows after it, the last one left, are gone (`truncated`); it was put in the chain
 * by hand (`added`).
 */
export const auditBreakReasons = ['changed', 'missing', 'unlinked', 'replaced', 'truncated', 'added'] as const
export type AuditBreakReason = (typeof auditBreakReasons)[number]

/** `GET muserevent/verify`: one space's chain (the caller's own by default; the super admin's: every chain). */
export const auditVerifyQuerySchema = z.strictObject({ space: keyFilter })

/** The first row where a chain breaks; `event` is null where the row is gone or outside the caller's scope. */
export const auditBreakSchema = z.object({
  reason: z.enum(auditBreakReasons),
  event: z.number().nullable(),
  /** Its place in its space's chain (1 for the first row ever written there). */
  position: z.number().nullable(),
  space: z.string().nullable(),
  /** When the row says it was written, to find it in the log. */
  created: isoTime.nullable(),
})
export type AuditBreak = z.infer<typeof auditBreakSchema>

/** One space's chain as checked: its rows, where it starts after rows removed by retention, and its newest hash. */
export const auditChainSchema = z.object({
  /** Null for the events of no space (an unknown user's refused sign-in). */
  space: z.string().nullable(),
  rows: z.number().int(),
  /** The position of the last row retention removed; 0 when none was. */
  removedThrough: z.number().int(),
  /** The hash of the chain's newest row, to note elsewhere and compare later. */
  head: z.string().nullable(),
  intact: z.boolean(),
})

export const auditVerifySchema = z.object({
  intact: z.boolean(),
  rows: z.number().int(),
  chains: z.array(auditChainSchema),
  /** The first row that breaks a chain, in the order the chains are listed. */
  break: auditBreakSchema.nullable(),
  checked: isoTime,
})
export type AuditVerify = z.infer<typeof auditVerifySchema>

/** The file formats of an audit trail export: a JSON object per line, or a spreadsheet. */
export const auditExportFormats = ['ndjson', 'csv'] as const
export type AuditExportFormat = (typeof auditExportFormats)[number]

/** `GET muserevent/export`: the audit rows of a period, as the audit log lists them. */
export const auditExportQuerySchema = z
  .strictObject({
    from: isoTimeInput,
    to: isoTimeInput,
    format: z.enum(auditExportFormats).default('ndjson'),
  })
  // Times that are not read as times are their own fields' errors, not this one.
  .refine((query) => !(Date.parse(query.from) > Date.parse(query.to)), { message: 'The period ends before it starts', path: ['to'] })
