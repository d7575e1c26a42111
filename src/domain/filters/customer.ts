import { customerTrustLevels } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the customer list (`customer` list call). */
export const customerFilterFields = defineFilterFields({
  merchant: { kind: 'text', param: 'merchantName', description: 'Merchant name' },
  customer: { kind: 'text', param: 'customerId', description: 'Customer id' },
  name: { kind: 'text', param: 'name', description: 'Customer name' },
  email: { kind: 'text', param: 'email', description: 'Email' },
  ip: { kind: 'text', param: 'ipAddress', description: 'IP address of the latest payment' },
  country: { kind: 'text', param: 'country', pattern: /^[A-Z]{2}$/, patternMessage: 'A country is two capital letters, e.g. BR', description: 'Country' },
  trust: { kind: 'enum', param: 'trustLevel', values: customerTrustLevels, description: 'Trust level' },
  blocked: { kind: 'enum', param: 'blocked', values: ['true', 'false'], description: 'Blocked for fraud' },
  text: { kind: 'text', param: 'q', description: 'Any of id, name or email' },
})
