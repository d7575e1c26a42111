import { customerTrustLevels } from '../enums'
import { defineFilterFields, merchantFilter, textFilter } from '../filter-fields'

/** Filters of the customer list (`customer` list call). */
export const customerFilterFields = defineFilterFields({
  merchant: merchantFilter,
  customer: { kind: 'text', param: 'customerId' },
  name: { kind: 'text', param: 'name' },
  email: { kind: 'text', param: 'email' },
  ip: { kind: 'text', param: 'ipAddress' },
  country: { kind: 'text', param: 'country', pattern: /^[A-Z]{2}$/, format: 'country' },
  trust: { kind: 'enum', param: 'trustLevel', values: customerTrustLevels },
  blocked: { kind: 'enum', param: 'blocked', values: ['true', 'false'] },
  text: textFilter,
})
