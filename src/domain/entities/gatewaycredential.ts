import { z } from 'zod'
import { entityStatuses, environments } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, keyFilter, namedValues, nameKey, requiredText, stamps } from './common'

/**
 * The keys a space (or one merchant) holds at a gateway. Secret values are write-only: only a
 * hash and the last 4 characters are kept, and the answer shows those.
 */
export const gatewayCredentialSchema = z.object({
  id: z.number(),
  name: z.string(),
  gateway: z.string(),
  space: z.string(),
  merchantAccount: z.string().nullable(),
  environment: z.enum(environments),
  status: z.enum(entityStatuses),
  /** The non-secret fields (merchant number, terminal id, ...). */
  fields: z.record(z.string(), z.string()),
  /** Secret field name -> its value masked to the last 4 characters (`••••1234`). */
  secrets: z.record(z.string(), z.string()),
  ...stamps,
})
export type GatewayCredential = z.infer<typeof gatewayCredentialSchema>

/**
 * Non-secret field values by name, and secret values by name (sent, never answered). A secret
 * value is kept only as a hash and its last 4 characters, so it is not held to the card number
 * rule: a gateway's own key may be a long number.
 */
const fieldValues = namedValues(z.string().min(1).max(60), freeText(500))
const secretValues = namedValues(z.string().min(1).max(60), z.string().min(1).max(4000))

export const gatewayCredentialInputSchema = z.object({
  name: requiredText(120),
  gateway: nameKey,
  space: nameKey.optional(),
  merchantAccount: nameKey.nullable().optional(),
  environment: z.enum(environments),
  fields: fieldValues.default({}),
  secrets: secretValues.default({}),
})
export const gatewayCredentialUpdateSchema = z
  .object({
    name: requiredText(120),
    environment: z.enum(environments),
    status: z.enum(['ENABLED', 'DISABLED']),
    fields: fieldValues,
    /** Only the secrets sent are replaced; the others keep their value. */
    secrets: secretValues,
  })
  .partial()

export const gatewayCredentialListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  gateway: z.string().max(60).optional(),
  merchantName: keyFilter,
  environment: z.enum(environments).optional(),
  status: z.enum(entityStatuses).optional(),
})
