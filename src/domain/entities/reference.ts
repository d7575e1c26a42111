import { z } from 'zod'
import { directions, entityStatuses, results } from '../enums'
import { permissions } from '../permissions'
import { gatewayCredentialSchema } from './gatewaycredential'
import { keyFilter } from './common'

/** ISO 3166-1 country. */
export const countrySchema = z.object({
  code: z.string(),
  alpha3: z.string(),
  numeric: z.string(),
  name: z.string(),
})
export type Country = z.infer<typeof countrySchema>

/** ISO 4217 currency; amounts in it are integers of 10^-minorUnits. */
export const currencySchema = z.object({
  code: z.string(),
  numeric: z.string(),
  name: z.string(),
  minorUnits: z.number().int(),
})
export type Currency = z.infer<typeof currencySchema>

export const paymentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  directions: z.array(z.enum(directions)),
  /** Payments of this type carry a card hash, BIN and last 4. */
  card: z.boolean(),
})
export type PaymentType = z.infer<typeof paymentTypeSchema>

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  paymentType: z.string(),
  /** Countries where it is used; empty means worldwide. */
  countries: z.array(z.string()),
  /** Currencies it settles in; empty means any. */
  currencies: z.array(z.string()),
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const credentialFieldSchema = z.object({ name: z.string(), label: z.string(), secret: z.boolean() })

/** A gateway (acquirer or payment service provider) the platform can route payments to. */
export const gatewayDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  paymentTypes: z.array(z.string()),
  paymentMethods: z.array(z.string()),
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
  credentialFields: z.array(credentialFieldSchema),
  /** Enabled on this platform: merchants can configure it. */
  enabled: z.boolean(),
  features: z.object({
    partialCapture: z.boolean(),
    partialRefund: z.boolean(),
    threeDs: z.boolean(),
    payouts: z.boolean(),
    recurring: z.boolean(),
    settlementFiles: z.boolean(),
  }),
})
export type GatewayDetail = z.infer<typeof gatewayDetailSchema>

/** The permission catalogue, flat and grouped for the role editor. */
export const permissionCatalogueSchema = z.object({
  permissions: z.array(z.enum(permissions)),
  groups: z.array(z.object({ group: z.string(), permissions: z.array(z.enum(permissions)) })),
})

export const resultCodeItemSchema = z.object({
  code: z.string(),
  result: z.enum(results),
  category: z.string(),
  message: z.string(),
  retryable: z.boolean(),
})

export const globalGatewayCredentialSchema = gatewayCredentialSchema.pick({
  id: true,
  name: true,
  gateway: true,
  space: true,
  merchantAccount: true,
  environment: true,
  status: true,
})

export const globalInstrumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  merchantAccount: z.string(),
  instrument: z.string(),
  paymentType: z.string(),
  paymentMethod: z.string(),
  gatewayConfigId: z.number().nullable(),
  status: z.enum(entityStatuses),
})

export const globalListQuerySchema = z.strictObject({
  merchantName: keyFilter,
  space: keyFilter,
})
