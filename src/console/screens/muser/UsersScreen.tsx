import type { AdminUser } from '@domain/entities/muser'
import { muser } from '../../api/muser'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<AdminUser>[] = [
  { id: 'username', header: 'muser:fields.username', cell: (row) => <span className="font-mono">{row.username}</span>, sort: 'username', width: 160 },
  { id: 'realName', header: 'muser:fields.realName', cell: (row) => row.realName, sort: 'realName', width: 180 },
  { id: 'email', header: 'muser:fields.email', cell: (row) => row.email, width: 220 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'scope', header: 'muser:fields.scope', cell: (row) => row.scope, width: 100 },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 120 },
  { id: 'placement', header: 'muser:fields.placement', cell: (row) => row.merchant ?? row.group ?? '—', width: 140 },
  { id: 'roles', header: 'muser:fields.roles', cell: (row) => row.roles.join(', ') || '—', width: 180 },
  { id: 'lastLoginAt', header: 'muser:fields.lastLoginAt', cell: (row) => <Time value={row.lastLoginAt} />, width: 170 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: TIME_COLUMN_WIDTH, hidden: true },
]

/** /admin/users: the users the admin manages, with the selected one (or the invitation form) beside the list. */
export function UsersScreen() {
  return <RecordKindList kind={muser} columns={columns} create={useCommand('muser.create')} />
}
