import { z } from 'zod'
import { apiKeyStatuses, environments } from '../enums'
import { listQuerySchema } from '../pagination'
import { isoTime, isoTimeInput, keyFilter, merchantsRecord, nameKey, requiredText } from './common'

/** An API key a merchant signs payment requests with. Only a prefix is ever shown again. */
export const merchantKeySchema = z.object({
  ...merchantsRecord,
  keyPrefix: z.string(),
  environment: z.enum(environments),
  status: z.enum(apiKeyStatuses),
  expiresAt: isoTime.nullable(),
  lastUsedAt: isoTime.nullable(),
  createdBy: z.string().nullable(),
  created: isoTime,
})
export type MerchantKey = z.infer<typeof merchantKeySchema>

export const merchantKeyListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  status: z.enum(apiKeyStatuses).optional(),
  environment: z.enum(environments).optional(),
})
export const merchantKeyInputSchema = z.object({
  merchantAccount: nameKey,
  name: requiredText(120),
  environment: z.enum(environments),
  expiresAt: isoTimeInput.nullable().optional(),
})
export const merchantKeyUpdateSchema = z
  .object({ name: requiredText(120), status: z.enum(['ACTIVE', 'DISABLED']), expiresAt: isoTimeInput.nullable() })
  .partial()
/** The whole key, shown once at creation. */
export const merchantKeyCreatedSchema = z.object({ key: merchantKeySchema, secret: z.string() })
