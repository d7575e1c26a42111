import { z } from 'zod'
import { entityStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { looksLikeCardNumber } from '../value-shapes'
import { containsCardNumber, keyHoldsCardNumber } from '../card-number'
import { blockState, cardBinField, cardDigits, cardHash, cardLast4, isoTimeInput, keyFilter, messages, nameKey, requiredText } from './common'
import { cardNumberRefused } from './fraud'

/**
 * The card id is its card hash; 13 to 19 digits is a card number and is refused, never stored,
 * and so is a token that carries one anywhere (`tok_4111111111111111`, `tok4111111111111111`).
 */
export const blacklistCardId = cardHash.refine((v) => !looksLikeCardNumber(v) && !containsCardNumber(v) && !keyHoldsCardNumber(v), cardNumberRefused)

/** A card refused for every merchant of a space, keyed by its card hash (`cardId`). */
export const cardBlacklistEntrySchema = z.object({
  cardId: z.string(),
  ...cardDigits,
  space: z.string(),
  reason: z.string(),
  ...blockState,
})
export type CardBlacklistEntry = z.infer<typeof cardBlacklistEntrySchema>

export const cardBlacklistInputSchema = z.object({
  cardId: blacklistCardId,
  cardBin: cardBinField.nullable().optional(),
  cardLast4Digits: cardLast4.nullable().optional(),
  space: nameKey.optional(),
  reason: requiredText(500),
  expiresAt: isoTimeInput.nullable().optional(),
})
export const cardBlacklistUpdateSchema = z
  .object({
    reason: requiredText(500),
    status: z.enum(['ACTIVE', 'DISABLED']),
    expiresAt: isoTimeInput.nullable(),
  })
  .partial()

export const cardBlacklistListQuerySchema = listQuerySchema.extend({
  cardId: z.string().max(128).optional(),
  cardBin: z.string().regex(/^\d{1,8}$/, messages.format).optional(),
  cardLast4Digits: cardLast4.optional(),
  space: keyFilter,
  status: z.enum(entityStatuses).optional(),
  /** true: ACTIVE and not expired. */
  active: z.stringbool().optional(),
})

/** The space of the entry, for a caller who sees several spaces and the same card in more than one. */
export const cardBlacklistKeyQuerySchema = z.strictObject({ space: nameKey.optional() })

/** Entries deleted at once, of one space (the caller's unless named): all of them, or none. */
export const cardBlacklistBatchDeleteSchema = z.object({
  cardIds: z.array(blacklistCardId).min(1, messages.required).max(500, messages.format),
  space: nameKey.optional(),
})
