import type { Space } from '@domain/entities/mspace'
import { mspace } from '../../api/mspace'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<Space>[] = [
  { id: 'displayName', header: 'mspace:fields.displayName', cell: (row) => row.displayName, width: 200 },
  { id: 'name', header: 'common:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 150 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'groups', header: 'mspace:fields.groupCount', cell: (row) => <span className="tabular-nums">{row.groupCount}</span>, width: 90 },
  { id: 'merchants', header: 'mspace:fields.merchantCount', cell: (row) => <span className="tabular-nums">{row.merchantCount}</span>, width: 100 },
  { id: 'users', header: 'mspace:fields.userCount', cell: (row) => <span className="tabular-nums">{row.userCount}</span>, width: 90 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: TIME_COLUMN_WIDTH },
]

/** /spaces: the operator's and partners' spaces, with the selected space and its settings beside the list. */
export function SpacesScreen() {
  return <RecordKindList kind={mspace} columns={columns} create={useCommand('mspace.create')} />
}
