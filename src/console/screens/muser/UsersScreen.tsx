import { EnumText } from '../../ui/EnumText'
import type { AdminUser } from '@domain/entities/muser'
import { muser } from '../../api/muser'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<AdminUser>[] = [
  { id: 'username', header: 'muser:fields.username', cell: (row) => <span className="font-mono">{row.username}</span>, sort: 'username', kind: 'name' },
  { id: 'realName', header: 'muser:fields.realName', cell: (row) => row.realName, sort: 'realName', kind: 'name' },
  { id: 'email', header: 'muser:fields.email', cell: (row) => row.email, kind: 'email' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'scope', header: 'muser:fields.scope', cell: (row) => <EnumText value={row.scope} />, kind: 'enum' },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'placement', header: 'muser:fields.placement', cell: (row) => row.merchant ?? row.group ?? '—', kind: 'name' },
  { id: 'roles', header: 'muser:fields.roles', cell: (row) => row.roles.join(', ') || '—', kind: 'text' },
  { id: 'lastLoginAt', header: 'muser:fields.lastLoginAt', cell: (row) => <Time value={row.lastLoginAt} />, kind: 'time' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time', hidden: true },
]

/** /admin/users: the users the admin manages, with the selected one (or the invitation form) beside the list. */
export function UsersScreen() {
  return <RecordKindList kind={muser} columns={columns} create={useCommand('muser.create')} />
}
