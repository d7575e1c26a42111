import { businessTypes, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the merchant list (`merchant` list call). */
export const merchantFilterFields = defineFilterFields({
  group: { kind: 'text', param: 'group', description: 'Merchant group name' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Merchant status' },
  tag: { kind: 'text', param: 'tag', description: 'A tag of the merchant' },
  type: { kind: 'enum', param: 'businessType', values: businessTypes, description: 'Business type: B2B, B2C or both' },
  text: { kind: 'text', param: 'q', description: 'Any of name or display name' },
})
