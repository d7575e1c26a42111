import { cardbinCalls } from '@domain/calls/cardbin'
import type { CardBin } from '@domain/entities/cardbin'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { defineRecordKind, textId } from './record-kind'

/** Card BINs: the platform's card ranges, named in the URL by their digits. */
export const cardbin = defineRecordKind({
  area: 'cardbin',
  calls: cardbinCalls,
  filters: cardBinFilterFields,
  listRoute: '/cardBins',
  param: 'cardBin',
  focus: 'cardBin',
  idOf: (row: CardBin) => row.bin,
  parseId: textId,
  params: (id) => ({ id }),
})
