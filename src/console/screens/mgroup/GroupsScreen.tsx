import type { MerchantGroup } from '@domain/entities/mgroup'
import { mgroup } from '../../api/mgroup'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { GroupLogoImage } from './GroupLogo'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<MerchantGroup>[] = [
  { id: 'logo', header: 'mgroup:fields.logo', cell: (row) => <GroupLogoImage group={row} size="small" />, kind: 'image' },
  { id: 'displayName', card: 'primary', header: 'mgroup:fields.displayName', cell: (row) => row.displayName, kind: 'name' },
  { id: 'name', card: 'detail', header: 'mgroup:fields.name', cell: (row) => <span className="font-mono">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'space', scope: 'space', header: 'mgroup:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'merchantCount', header: 'mgroup:fields.merchantCount', cell: (row) => <span className="tabular-nums">{row.merchantCount}</span>, kind: 'count' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time' },
]

/** /groups: the merchant groups the user sees, with the selected group (or a new one) beside the list. */
export function GroupsScreen() {
  return <RecordKindList kind={mgroup} columns={columns} create={useCommand('mgroup.create')} />
}
