import type { MerchantGroup } from '@domain/entities/mgroup'
import { mgroup } from '../../api/mgroup'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { GroupLogoImage } from './GroupLogo'

const columns: WorkspaceColumn<MerchantGroup>[] = [
  { id: 'logo', header: 'mgroup:fields.logo', cell: (row) => <GroupLogoImage group={row} size="small" />, width: 70 },
  { id: 'displayName', header: 'mgroup:fields.displayName', cell: (row) => row.displayName, width: 200 },
  { id: 'name', header: 'mgroup:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', width: 170 },
  { id: 'space', scope: 'space', header: 'mgroup:fields.space', cell: (row) => row.space, width: 140 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'merchantCount', header: 'mgroup:fields.merchantCount', cell: (row) => <span className="tabular-nums">{row.merchantCount}</span>, width: 110 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: TIME_COLUMN_WIDTH },
]

/** /groups: the merchant groups the user sees, with the selected group (or a new one) beside the list. */
export function GroupsScreen() {
  return <RecordKindList kind={mgroup} columns={columns} create={useCommand('mgroup.create')} />
}
