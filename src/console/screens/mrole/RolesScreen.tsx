import type { Role } from '@domain/entities/mrole'
import { mrole } from '../../api/mrole'
import { useCommand } from '../../palette/use-command'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<Role>[] = [
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'description', header: 'mrole:fields.description', cell: (row) => row.description || '—', kind: 'text' },
  { id: 'permissions', header: 'mrole:fields.permissionCount', cell: (row) => <span className="tabular-nums">{row.permissions.length}</span>, kind: 'count' },
  { id: 'users', header: 'mrole:fields.userCount', cell: (row) => <span className="tabular-nums">{row.userCount}</span>, kind: 'count' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, kind: 'time', hidden: true },
]

/** /roles: the permission sets of the spaces the admin sees, with the selected role beside the list. */
export function RolesScreen() {
  return <RecordKindList kind={mrole} columns={columns} create={useCommand('mrole.create')} />
}
