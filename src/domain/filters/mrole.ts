import { defineFilterFields, spaceFilter, textFilter } from '../filter-fields'
import { permissions } from '../permissions'

/** Filters of the role list (`mrole` list call). */
export const roleFilterFields = defineFilterFields({
  space: spaceFilter,
  permission: { kind: 'enum', param: 'permission', values: permissions },
  text: textFilter,
})
