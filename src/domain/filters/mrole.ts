import { defineFilterFields } from '../filter-fields'
import { permissions } from '../permissions'

/** Filters of the role list (`mrole` list call). */
export const roleFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space', description: 'Space name' },
  permission: { kind: 'enum', param: 'permission', values: permissions, description: 'Roles holding this permission' },
  text: { kind: 'text', param: 'q', description: 'Any of name or description' },
})
