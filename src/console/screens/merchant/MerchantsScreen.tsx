import type { MerchantSummary } from '@domain/entities/merchant'
import { merchantKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { TagChips } from './TagChips'

const columns: WorkspaceColumn<MerchantSummary>[] = [
  { id: 'displayName', header: 'merchant:fields.displayName', cell: (row) => row.displayName, sort: 'displayName', width: 200 },
  { id: 'name', header: 'merchant:fields.name', cell: (row) => <span className="font-mono text-xs" dir="ltr">{row.name}</span>, sort: 'name', width: 170 },
  { id: 'group', scope: 'group', header: 'merchant:fields.group', cell: (row) => row.group, width: 140 },
  { id: 'space', scope: 'space', header: 'merchant:fields.space', cell: (row) => row.space, width: 140 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'businessType', header: 'merchant:fields.businessType', cell: (row) => row.businessType, width: 130 },
  { id: 'defaultCurrency', header: 'merchant:fields.defaultCurrency', cell: (row) => row.defaultCurrency, width: 150 },
  { id: 'tags', header: 'merchant:fields.tags', cell: (row) => <TagChips tags={row.tags} singleLine />, width: 220 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} precision="date" />, sort: 'created', width: 120 },
]

/** /merchants: the merchants of the user's scope; a row opens the merchant's own page. */
export function MerchantsScreen() {
  return <RecordKindList kind={merchantKind} title="merchant:list.title" columns={columns} create={useCommand('merchant.create')} exportList="merchant" />
}
