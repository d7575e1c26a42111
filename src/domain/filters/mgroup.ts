import { entityStatuses } from '../enums'
import { defineFilterFields, spaceFilter, textFilter } from '../filter-fields'

/** Filters of the merchant group list (`mgroup` list call). */
export const merchantGroupFilterFields = defineFilterFields({
  space: spaceFilter,
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  text: textFilter,
})
