import { scopes, userEventTypes, userStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the admin user list (`muser` list call). */
export const adminUserFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space', description: 'Space name' },
  group: { kind: 'text', param: 'group', description: 'Group name' },
  merchant: { kind: 'text', param: 'merchant', description: 'Merchant name' },
  scope: { kind: 'enum', param: 'scope', values: scopes, description: 'SPACE, GROUP or MERCHANT' },
  status: { kind: 'enum', param: 'status', values: userStatuses, description: 'User status' },
  role: { kind: 'text', param: 'role', description: 'Role name' },
  text: { kind: 'text', param: 'q', description: 'Any of username, name or email' },
})

/** Filters of the audit log (`muser.events` list call). */
export const userEventFilterFields = defineFilterFields({
  user: { kind: 'text', param: 'username', description: 'Who did it (username)' },
  type: { kind: 'enum', param: 'type', values: userEventTypes, description: 'Event type' },
  record: { kind: 'text', param: 'targetType', description: 'Kind of record, e.g. merchant, user, role' },
  id: { kind: 'text', param: 'targetId', description: 'The record, e.g. acme-books' },
  space: { kind: 'text', param: 'space', description: 'Space name' },
  outcome: { kind: 'enum', param: 'outcome', values: ['SUCCESS', 'FAILURE'], description: 'SUCCESS or FAILURE' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Day of the event, e.g. created>2026-10-01' },
})
