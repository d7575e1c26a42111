import { businessTypes, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the merchant list (`merchant` list call). */
export const merchantFilterFields = defineFilterFields({
  group: { kind: 'text', param: 'group' },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  tag: { kind: 'text', param: 'tag' },
  type: { kind: 'enum', param: 'businessType', values: businessTypes },
  text: { kind: 'text', param: 'q' },
})
