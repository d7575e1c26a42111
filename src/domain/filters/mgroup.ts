import { entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the merchant group list (`mgroup` list call). */
export const merchantGroupFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space' },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  text: { kind: 'text', param: 'q' },
})
