import { z } from 'zod'
import { noCardNumber } from '../card-number'
import { INSTALMENT_COUNTS } from '../constants'
import {
  blocklistFields,
  businessTypes,
  customerTrustLevels,
  entityStatuses,
  exportFormats,
  fraudVendors,
  locales,
  paymentKinds,
  ruleStatuses,
  threeDsBypassModes,
  threeDsVersions,
  tokenFormats,
} from '../enums'
import { listQuerySchema } from '../pagination'
import { countryCode, currencyCode, emailField, freeText, isoTime, merchantRef, merchantsRecord, messages, minorAmount, moneySchema, namedValues, nameKey, nonNegativeAmount, patchOf, placementFilters, requiredText, spaceRef, textSearch, timeRangeFilters, times, timeZoneField } from './common'
import { namedRecord } from './named-record'

const urlField = z.url(messages.format).max(500)
const instalment = z.number().int().refine((n) => (INSTALMENT_COUNTS as readonly number[]).includes(n), messages.format)

/** The merchant's settings, edited on the merchant screens (audited as MERCHANT_CONFIG). */
export const merchantConfigurationSchema = z.object({
  settings: z.object({
    website: urlField.nullable(),
    country: countryCode.nullable(),
    /** Merchant category code (ISO 18245). */
    mcc: z.string().regex(/^\d{4}$/, messages.format).nullable(),
    softDescriptor: z.string().max(22, messages.maxLength(22)).nullable(),
    callbackUrl: urlField.nullable(),
    successUrl: urlField.nullable(),
    failureUrl: urlField.nullable(),
    tokenFormat: z.enum(tokenFormats),
    exportFormat: z.enum(exportFormats),
    threeDsVersion: z.enum(threeDsVersions),
    threeDsBypass: z.array(z.enum(threeDsBypassModes)),
    settlementCurrency: currencyCode.nullable(),
  }),
  paywall: z.object({
    skin: z.string().max(60),
    locale: z.enum(locales),
    instalments: z.array(instalment),
    paymentKind: z.enum(paymentKinds),
    logoUrl: z.string().max(500).nullable(),
    stylesheetUrl: z.string().max(500).nullable(),
    sessionTimeoutMinutes: z.number().int().min(1).max(1440),
  }),
  email: z.object({
    senderName: z.string().max(120).nullable(),
    senderEmail: emailField.nullable(),
    replyTo: emailField.nullable(),
    templateCollection: z.string().max(100).nullable(),
    sendCustomerReceipts: z.boolean(),
    notifyMerchant: z.array(emailField),
  }),
  fraud: z.object({
    vendor: z.enum(fraudVendors).nullable(),
    defaultTrustLevel: z.enum(customerTrustLevels),
    trustPolicyConfig: z.string().max(100).nullable(),
  }),
})
export type MerchantConfiguration = z.infer<typeof merchantConfigurationSchema>

/** What a new merchant starts with, and what a field its stored configuration lacks reads as. */
export const defaultMerchantConfiguration: MerchantConfiguration = {
  settings: {
    website: null,
    country: null,
    mcc: null,
    softDescriptor: null,
    callbackUrl: null,
    successUrl: null,
    failureUrl: null,
    tokenFormat: 'UUID',
    exportFormat: 'CSV',
    threeDsVersion: '2.2.0',
    threeDsBypass: [],
    settlementCurrency: null,
  },
  paywall: { skin: 'default', locale: 'en', instalments: [1], paymentKind: 'CHARGE', logoUrl: null, stylesheetUrl: null, sessionTimeoutMinutes: 30 },
  email: { senderName: null, senderEmail: null, replyTo: null, templateCollection: null, sendCustomerReceipts: true, notifyMerchant: [] },
  fraud: { vendor: null, defaultTrustLevel: 'STANDARD', trustPolicyConfig: null },
}

export const merchantSummarySchema = z.object({
  ...namedRecord,
  space: z.string(),
  group: z.string(),
  status: z.enum(entityStatuses),
  businessType: z.enum(businessTypes),
  defaultCurrency: z.string(),
  timezone: z.string(),
  tags: z.array(z.string()),
  created: isoTime,
})
export type MerchantSummary = z.infer<typeof merchantSummarySchema>

export const merchantSchema = merchantSummarySchema.extend({
  configuration: merchantConfigurationSchema,
  secretKeyRotatedAt: isoTime.nullable(),
  updated: isoTime,
})
export type Merchant = z.infer<typeof merchantSchema>

export const merchantListQuerySchema = listQuerySchema.extend({
  ...placementFilters,
  status: z.enum(entityStatuses).optional(),
  businessType: z.enum(businessTypes).optional(),
  tag: z.string().max(60).optional(),
  q: textSearch,
})

export const merchantInputSchema = z.object({
  name: nameKey,
  displayName: requiredText(120),
  group: nameKey,
  businessType: z.enum(businessTypes).default('B2C'),
  defaultCurrency: currencyCode.default('EUR'),
  timezone: timeZoneField.default('UTC'),
})

/**
 * The configuration's text as a person types it: free text, so never a card number. The logo
 * and stylesheet are addresses the upload made, not text.
 */
const configurationText = {
  settings: { softDescriptor: freeText(22).nullable() },
  paywall: { skin: freeText(60) },
  email: { senderName: freeText(120).nullable(), templateCollection: freeText(100).nullable() },
  fraud: { trustPolicyConfig: freeText(100).nullable() },
}

/** Any of the top-level fields and any part of the configuration; the rest is kept. */
export const merchantConfigurationUpdateSchema = z.object({
  displayName: requiredText(120).optional(),
  status: z.enum(['ACTIVE', 'DISABLED']).optional(),
  businessType: z.enum(businessTypes).optional(),
  defaultCurrency: currencyCode.optional(),
  timezone: timeZoneField.optional(),
  configuration: z
    .object({
      settings: merchantConfigurationSchema.shape.settings.extend(configurationText.settings).partial(),
      paywall: merchantConfigurationSchema.shape.paywall.extend(configurationText.paywall).partial(),
      email: merchantConfigurationSchema.shape.email.extend(configurationText.email).partial(),
      fraud: merchantConfigurationSchema.shape.fraud.extend(configurationText.fraud).partial(),
    })
    .partial()
    .optional(),
})

/** The new secret key, shown once; only its hash is kept. */
export const secretKeyAnswerSchema = z.object({ secretKey: z.string(), rotatedAt: isoTime })

/** A system allowed to call the payment API for the merchant, from the listed addresses. */
export const merchantCallerSchema = z.object({
  name: z.string(),
  merchantAccount: z.string(),
  description: z.string(),
  ipAddresses: z.array(z.string()),
  callbackUrl: z.string().nullable(),
  status: z.enum(entityStatuses),
  ...times,
})
export const merchantCallerInputSchema = z.object({
  name: nameKey,
  description: freeText(500).default(''),
  ipAddresses: z.array(z.string().trim().regex(/^[0-9a-fA-F.:]+(\/\d{1,3})?$/, messages.format).check(noCardNumber)).max(100).default([]),
  callbackUrl: urlField.nullable().default(null),
})
export const merchantCallerUpdateSchema = patchOf(
  merchantCallerInputSchema.omit({ name: true }).extend({ status: z.enum(['ENABLED', 'DISABLED']) }),
)

/** How the merchant reaches one gateway (audited as GW_CONFIG). */
export const gatewayConfigSchema = z.object({
  ...merchantsRecord,
  gateway: z.string(),
  credentialId: z.number().nullable(),
  status: z.enum(entityStatuses),
  /** Lower runs first when several configs accept a payment. */
  priority: z.number().int(),
  currencies: z.array(z.string()),
  paymentTypes: z.array(z.string()),
  /** Gateway-specific settings: acquirer merchant id (MID), descriptor, ... */
  settings: z.record(z.string(), z.unknown()),
  ...times,
})
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>
export const gatewayConfigInputSchema = z.object({
  name: requiredText(120),
  gateway: nameKey,
  credentialId: z.number().int().positive().nullable().default(null),
  status: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
  priority: z.number().int().min(0).max(1000).default(100),
  currencies: z.array(currencyCode).max(200).default([]),
  paymentTypes: z.array(nameKey).max(50).default([]),
  settings: namedValues(z.string().max(60), z.unknown()).default({}),
})
export const gatewayConfigUpdateSchema = patchOf(gatewayConfigInputSchema)

/**
 * A payment instrument (card, Pix, a wallet, ...) the merchant offers, with the gateway config
 * that processes it and its limits (audited as INST_CONFIG).
 */
export const instrumentConfigSchema = z.object({
  ...merchantsRecord,
  instrument: z.string(),
  paymentType: z.string(),
  paymentMethod: z.string(),
  gatewayConfigId: z.number().nullable(),
  status: z.enum(entityStatuses),
  priority: z.number().int(),
  /** Null: any currency of the gateway config. */
  currency: z.string().nullable(),
  minAmount: minorAmount.nullable(),
  maxAmount: minorAmount.nullable(),
  threeDsVersion: z.enum(threeDsVersions).nullable(),
  threeDsBypass: z.array(z.enum(threeDsBypassModes)),
  instalments: z.array(z.number().int()),
  settings: z.record(z.string(), z.unknown()),
  ...times,
})
export type InstrumentConfig = z.infer<typeof instrumentConfigSchema>
export const instrumentConfigInputSchema = z
  .object({
    name: requiredText(120),
    instrument: nameKey,
    gatewayConfigId: z.number().int().positive().nullable().default(null),
    status: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
    priority: z.number().int().min(0).max(1000).default(100),
    currency: currencyCode.nullable().default(null),
    minAmount: nonNegativeAmount.nullable().default(null),
    maxAmount: nonNegativeAmount.nullable().default(null),
    threeDsVersion: z.enum(threeDsVersions).nullable().default(null),
    threeDsBypass: z.array(z.enum(threeDsBypassModes)).default([]),
    instalments: z.array(instalment).default([1]),
    settings: namedValues(z.string().max(60), z.unknown()).default({}),
  })
  .refine((c) => c.minAmount === null || c.maxAmount === null || c.minAmount <= c.maxAmount, {
    message: messages.format,
    path: ['maxAmount'],
  })
export const instrumentConfigUpdateSchema = z
  .object({
    name: requiredText(120),
    instrument: nameKey,
    gatewayConfigId: z.number().int().positive().nullable(),
    status: z.enum(['ENABLED', 'DISABLED']),
    priority: z.number().int().min(0).max(1000),
    currency: currencyCode.nullable(),
    minAmount: nonNegativeAmount.nullable(),
    maxAmount: nonNegativeAmount.nullable(),
    threeDsVersion: z.enum(threeDsVersions).nullable(),
    threeDsBypass: z.array(z.enum(threeDsBypassModes)),
    instalments: z.array(instalment),
    settings: namedValues(z.string().max(60), z.unknown()),
  })
  .partial()

/** Config lists filter on their own statuses: ENABLED/DISABLED, or a fraud config's ACTIVE/INACTIVE/SHADOW. */
export const configListQuerySchema = listQuerySchema.extend({
  status: z.enum([...entityStatuses, ...ruleStatuses]).optional(),
  q: textSearch,
})

/** The period: `to` defaults to now, `from` to 30 days before `to` (at most 366 days). */
export const configStatisticsQuerySchema = z.strictObject({ ...timeRangeFilters })
/** Outcomes of the payments a gateway or instrument config handled over a period. */
export const configStatisticsSchema = z.object({
  id: z.number(),
  from: isoTime,
  to: isoTime,
  total: z.number().int(),
  approved: z.number().int(),
  declined: z.number().int(),
  errors: z.number().int(),
  /** approved / total, from 0 to 1; null when there were no payments. */
  approvalRate: z.number().nullable(),
  /** Approved amounts, one entry per currency. */
  volume: z.array(moneySchema),
  topResultCodes: z.array(z.object({ code: z.string(), message: z.string(), count: z.number().int() })),
  /** One point per UTC day of the period, days without payments included: the chart's series. */
  series: z.array(z.object({ day: z.string(), total: z.number().int(), approved: z.number().int(), declined: z.number().int() })),
})

/** Everything a merchant's screens link to, in one answer. */
export const merchantResourcesSchema = z.object({
  merchant: merchantRef,
  space: spaceRef,
  group: z.object({ id: z.number(), name: z.string(), displayName: z.string() }),
  gatewayConfigs: z.array(z.object({ id: z.number(), name: z.string(), gateway: z.string(), status: z.enum(entityStatuses) })),
  instrumentConfigs: z.array(z.object({ id: z.number(), name: z.string(), instrument: z.string(), status: z.enum(entityStatuses) })),
  callers: z.array(z.string()),
  tags: z.array(z.string()),
  trustLevels: z.array(z.object({ id: z.number(), name: z.string(), level: z.enum(customerTrustLevels) })),
  currencies: z.array(z.string()),
  paymentTypes: z.array(z.string()),
})

/** A tag of the space put on the merchant. */
export const merchantTagSchema = z.object({ tag: z.string(), color: z.string(), created: isoTime })
export const merchantTagInputSchema = z.object({
  tag: requiredText(40).regex(/^[\p{L}\p{N} _.-]+$/u, messages.format),
})

/** A fraud vendor check for the merchant: scores at or above the threshold are declined. */
export const fraudConfigSchema = z.object({
  ...merchantsRecord,
  vendor: z.enum(fraudVendors),
  status: z.enum(ruleStatuses),
  scoreThreshold: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  ...times,
})
export type FraudConfig = z.infer<typeof fraudConfigSchema>

/** A block raised when a velocity rule tripped: `accountId` went over the rule's limit. */
export const velocityBlockSchema = z.object({
  id: z.number(),
  merchantAccount: z.string(),
  field: z.enum(blocklistFields),
  /** A card hash for CREDIT_CARD_NUMBER, else the email, IP, ... */
  accountId: z.string(),
  rule: z.string(),
  windowHours: z.number().int(),
  limitCount: z.number().int(),
  observedCount: z.number().int(),
  reason: z.string(),
  status: z.enum(entityStatuses),
  expiresAt: isoTime.nullable(),
  ...times,
})
export type VelocityBlock = z.infer<typeof velocityBlockSchema>
export const velocityBlockListQuerySchema = listQuerySchema.extend({
  accountId: z.string().max(200).optional(),
  field: z.enum(blocklistFields).optional(),
  status: z.enum(entityStatuses).optional(),
  ...timeRangeFilters,
})

/**
 * What customers of one trust level may use (instrument configs) and which card restrictions
 * apply to them (restrictions, by name), up to a maximum amount. Both lists are always there.
 */
export const trustLevelSchema = z.object({
  ...merchantsRecord,
  level: z.enum(customerTrustLevels),
  description: z.string(),
  maxAmount: minorAmount.nullable(),
  currency: z.string().nullable(),
  instrumentConfigIds: z.array(z.number()),
  restrictions: z.array(z.string()),
  status: z.enum(entityStatuses),
  ...times,
})
export type TrustLevel = z.infer<typeof trustLevelSchema>
export const trustLevelInputSchema = z
  .object({
    name: requiredText(120),
    level: z.enum(customerTrustLevels),
    description: freeText(500).default(''),
    maxAmount: nonNegativeAmount.nullable().default(null),
    currency: currencyCode.nullable().default(null),
    instrumentConfigIds: z.array(z.number().int().positive()).max(100).default([]),
    restrictions: z.array(nameKey).max(50).default([]),
    status: z.enum(['ENABLED', 'DISABLED']).default('ENABLED'),
  })
  .refine((t) => t.maxAmount === null || t.currency !== null, { message: messages.required, path: ['currency'] })
export const trustLevelUpdateSchema = z
  .object({
    name: requiredText(120),
    level: z.enum(customerTrustLevels),
    description: freeText(500),
    maxAmount: nonNegativeAmount.nullable(),
    currency: currencyCode.nullable(),
    instrumentConfigIds: z.array(z.number().int().positive()).max(100),
    restrictions: z.array(nameKey).max(50),
    status: z.enum(['ENABLED', 'DISABLED']),
  })
  .partial()
