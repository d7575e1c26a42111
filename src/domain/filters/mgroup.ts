import { entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the merchant group list (`mgroup` list call). */
export const merchantGroupFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space', description: 'Space name' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Group status' },
  text: { kind: 'text', param: 'q', description: 'Any of name or display name' },
})
