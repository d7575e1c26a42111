import { scopes, userEventTypes, userStatuses } from '../enums'
import { createdFilter, defineFilterFields, groupFilter, spaceFilter, textFilter } from '../filter-fields'

/** Filters of the admin user list (`muser` list call). */
export const adminUserFilterFields = defineFilterFields({
  space: spaceFilter,
  group: groupFilter,
  merchant: { kind: 'text', param: 'merchant' },
  scope: { kind: 'enum', param: 'scope', values: scopes },
  status: { kind: 'enum', param: 'status', values: userStatuses },
  role: { kind: 'text', param: 'role' },
  text: textFilter,
})

/** Filters of the audit log (`muser.events` list call). */
export const userEventFilterFields = defineFilterFields({
  user: { kind: 'text', param: 'username' },
  type: { kind: 'enum', param: 'type', values: userEventTypes },
  record: { kind: 'text', param: 'targetType' },
  id: { kind: 'text', param: 'targetId' },
  space: spaceFilter,
  outcome: { kind: 'enum', param: 'outcome', values: ['SUCCESS', 'FAILURE'] },
  created: createdFilter,
})
