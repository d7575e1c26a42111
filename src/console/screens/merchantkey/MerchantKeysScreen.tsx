import { EnumText } from '../../ui/EnumText'
import type { MerchantKey } from '@domain/entities/merchantkey'
import { merchantkey } from '../../api/merchantkey'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const when = (value: string | null) => (value ? <Time value={value} /> : '—')

const columns: WorkspaceColumn<MerchantKey>[] = [
  { id: 'name', header: 'merchantkey:fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'merchant', scope: 'merchant', header: 'merchantkey:fields.merchant', cell: (row) => row.merchantAccount, kind: 'name' },
  { id: 'keyPrefix', header: 'merchantkey:fields.keyPrefix', cell: (row) => <span className="font-mono">{row.keyPrefix}…</span>, kind: 'id' },
  { id: 'environment', header: 'merchantkey:fields.environment', cell: (row) => <EnumText value={row.environment} />, kind: 'enum' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'expiresAt', header: 'merchantkey:fields.expiresAt', cell: (row) => when(row.expiresAt), sort: 'expiresAt', kind: 'time' },
  { id: 'lastUsedAt', header: 'merchantkey:fields.lastUsedAt', cell: (row) => when(row.lastUsedAt), kind: 'time' },
  { id: 'createdBy', header: 'merchantkey:fields.createdBy', cell: (row) => row.createdBy ?? '—', kind: 'name' },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', kind: 'time', hidden: true },
]

/** /merchantKeys: the API keys merchants sign payment requests with, and the selected one beside the list. */
export function MerchantKeysScreen() {
  return <RecordKindList kind={merchantkey} columns={columns} create={useCommand('merchantkey.create')} />
}
