import { scopes, userEventTypes, userStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the admin user list (`muser` list call). */
export const adminUserFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space' },
  group: { kind: 'text', param: 'group' },
  merchant: { kind: 'text', param: 'merchant' },
  scope: { kind: 'enum', param: 'scope', values: scopes },
  status: { kind: 'enum', param: 'status', values: userStatuses },
  role: { kind: 'text', param: 'role' },
  text: { kind: 'text', param: 'q' },
})

/** Filters of the audit log (`muser.events` list call). */
export const userEventFilterFields = defineFilterFields({
  user: { kind: 'text', param: 'username' },
  type: { kind: 'enum', param: 'type', values: userEventTypes },
  record: { kind: 'text', param: 'targetType' },
  id: { kind: 'text', param: 'targetId' },
  space: { kind: 'text', param: 'space' },
  outcome: { kind: 'enum', param: 'outcome', values: ['SUCCESS', 'FAILURE'] },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' },
})
