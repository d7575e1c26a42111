import { approvalPolicies } from '../enums'
import { defineFilterFields, spaceFilter } from '../filter-fields'

/** Filters of the approvals list (`approval` list call); the tab (`?tab=`) is the list's own, not a filter. */
export const approvalFilterFields = defineFilterFields({
  policy: { kind: 'enum', param: 'policy', values: approvalPolicies },
  requestedBy: { kind: 'text', param: 'requestedBy' },
  space: spaceFilter,
})
