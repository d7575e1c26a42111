import { defineFilterFields } from '../filter-fields'
import { permissions } from '../permissions'

/** Filters of the role list (`mrole` list call). */
export const roleFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space' },
  permission: { kind: 'enum', param: 'permission', values: permissions },
  text: { kind: 'text', param: 'q' },
})
