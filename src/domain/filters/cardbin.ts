import { cardSchemes, cardTypes, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the card BIN list (`cardbin` list call). */
export const cardBinFilterFields = defineFilterFields({
  bin: { kind: 'text', param: 'bin', pattern: /^\d{1,8}$/, patternMessage: 'A BIN is 1 to 8 digits (its start matches)', description: 'BIN or its first digits' },
  scheme: { kind: 'enum', param: 'scheme', values: cardSchemes, description: 'Card scheme' },
  type: { kind: 'enum', param: 'cardType', values: cardTypes, description: 'Credit, debit, prepaid or charge' },
  country: { kind: 'text', param: 'issuerCountry', pattern: /^[A-Z]{2}$/, patternMessage: 'A country is two capital letters, e.g. BR', description: 'Issuer country' },
  issuer: { kind: 'text', param: 'issuer', description: 'Issuer name' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'BIN status' },
})
