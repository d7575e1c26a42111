import { cardSchemes, cardTypes, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the card BIN list (`cardbin` list call). */
export const cardBinFilterFields = defineFilterFields({
  bin: { kind: 'text', param: 'bin', pattern: /^\d{1,8}$/, format: 'binPrefix' },
  scheme: { kind: 'enum', param: 'scheme', values: cardSchemes },
  type: { kind: 'enum', param: 'cardType', values: cardTypes },
  country: { kind: 'text', param: 'issuerCountry', pattern: /^[A-Z]{2}$/, format: 'country' },
  issuer: { kind: 'text', param: 'issuer' },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
})
