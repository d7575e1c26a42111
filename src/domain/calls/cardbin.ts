import { z } from 'zod'
import { recordCalls } from '../call'
import { cardBinInputSchema, cardBinListQuerySchema, cardBinSchema, cardBinUpdateSchema } from '../entities/cardbin'
import { cardBinField } from '../entities/common'

export const cardbinCalls = recordCalls({
  area: 'cardbin',
  path: 'cardbin',
  /** A card BIN is its own key. */
  params: z.object({ id: cardBinField }),
  read: 'cardData.read',
  write: 'cardBin.write',
  entity: cardBinSchema,
  listQuery: cardBinListQuerySchema,
  create: cardBinInputSchema,
  update: cardBinUpdateSchema,
})
