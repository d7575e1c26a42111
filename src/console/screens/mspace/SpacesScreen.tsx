import type { Space } from '@domain/entities/mspace'
import { mspace } from '../../api/mspace'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<Space>[] = [
  { id: 'displayName', header: 'mspace:fields.displayName', cell: (row) => row.displayName, kind: 'name' },
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'groups', header: 'mspace:fields.groupCount', cell: (row) => <span className="tabular-nums">{row.groupCount}</span>, kind: 'count' },
  { id: 'merchants', header: 'mspace:fields.merchantCount', cell: (row) => <span className="tabular-nums">{row.merchantCount}</span>, kind: 'count' },
  { id: 'users', header: 'mspace:fields.userCount', cell: (row) => <span className="tabular-nums">{row.userCount}</span>, kind: 'count' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time' },
]

/** /spaces: the operator's and partners' spaces, with the selected space and its settings beside the list. */
export function SpacesScreen() {
  return <RecordKindList kind={mspace} columns={columns} create={useCommand('mspace.create')} />
}
