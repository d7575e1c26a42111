import { businessTypes, entityStatuses } from '../enums'
import { defineFilterFields, groupFilter, textFilter } from '../filter-fields'

/** Filters of the merchant list (`merchant` list call). */
export const merchantFilterFields = defineFilterFields({
  group: groupFilter,
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  tag: { kind: 'text', param: 'tag' },
  type: { kind: 'enum', param: 'businessType', values: businessTypes },
  text: textFilter,
})
