import { entityStatuses } from '../enums'
import { defineFilterFields, textFilter } from '../filter-fields'

/** Filters of the space list (`mspace` list call). */
export const spaceFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  text: textFilter,
})
