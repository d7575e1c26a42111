import { cardbinCalls } from '@domain/calls/cardbin'
import type { CardBin } from '@domain/entities/cardbin'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { defineRecordKind, textKeyed } from './record-kind'

/** Card BINs: the platform's card ranges, named in the URL by their digits. */
export const cardbin = defineRecordKind({
  kind: 'cardBin',
  calls: cardbinCalls,
  filters: cardBinFilterFields,
  ...textKeyed((row: CardBin) => row.bin, (id) => ({ id })),
})
