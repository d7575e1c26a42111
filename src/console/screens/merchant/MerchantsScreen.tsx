import type { MerchantSummary } from '@domain/entities/merchant'
import { merchantKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { TagChips } from './TagChips'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<MerchantSummary>[] = [
  { id: 'displayName', header: 'merchant:fields.displayName', cell: (row) => row.displayName, sort: 'displayName', kind: 'name' },
  { id: 'name', header: 'merchant:fields.name', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.name}</span>, sort: 'name', kind: 'name' },
  { id: 'group', scope: 'group', header: 'merchant:fields.group', cell: (row) => row.group, kind: 'name' },
  { id: 'space', scope: 'space', header: 'merchant:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'businessType', header: 'merchant:fields.businessType', cell: (row) => row.businessType, kind: 'enum' },
  { id: 'defaultCurrency', header: 'merchant:fields.defaultCurrency', cell: (row) => row.defaultCurrency, kind: 'code' },
  { id: 'tags', header: 'merchant:fields.tags', cell: (row) => <TagChips tags={row.tags} singleLine />, kind: 'text' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} precision="date" />, sort: 'created', kind: 'date' },
]

/** /merchants: the merchants of the user's scope; a row opens the merchant's own page. */
export function MerchantsScreen() {
  return <RecordKindList kind={merchantKind} title="merchant:list.title" columns={columns} create={useCommand('merchant.create')} exportList="merchant" />
}
