import { entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the space list (`mspace` list call). */
export const spaceFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Space status' },
  text: { kind: 'text', param: 'q', description: 'Any of name or display name' },
})
