import { mroleCalls } from '@domain/calls/mrole'
import type { Role } from '@domain/entities/mrole'
import { roleFilterFields } from '@domain/filters/mrole'
import { defineRecordKind, textKeyed } from './record-kind'

/**
 * Roles: permission sets of one space, named in the URL by their name and, beside it, their space
 * (`/roles/ADMIN?roleSpace=operator`): each space has its own ADMIN.
 */
export const mrole = defineRecordKind({
  kind: 'role',
  calls: mroleCalls,
  filters: roleFilterFields,
  ...textKeyed((row: Role) => row.name, (name, route) => ({ space: route.roleSpace ?? '', name })),
  idSearch: { name: 'roleSpace', of: (row) => row.space },
  version: (row) => `${row.description}|${row.permissions.join(',')}|${row.userCount}`,
  history: (row) => `${row.space}/${row.name}`,
})
