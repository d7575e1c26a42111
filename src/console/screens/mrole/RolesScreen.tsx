import type { Role } from '@domain/entities/mrole'
import { mrole } from '../../api/mrole'
import { useCommand } from '../../palette/use-command'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<Role>[] = [
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 180 },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 130 },
  { id: 'description', header: 'mrole:fields.description', cell: (row) => row.description || '—', width: 260 },
  { id: 'permissions', header: 'mrole:fields.permissionCount', cell: (row) => <span className="tabular-nums">{row.permissions.length}</span>, width: 110 },
  { id: 'users', header: 'mrole:fields.userCount', cell: (row) => <span className="tabular-nums">{row.userCount}</span>, width: 90 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, width: TIME_COLUMN_WIDTH, hidden: true },
]

/** /roles: the permission sets of the spaces the admin sees, with the selected role beside the list. */
export function RolesScreen() {
  return <RecordKindList kind={mrole} columns={columns} create={useCommand('mrole.create')} />
}
