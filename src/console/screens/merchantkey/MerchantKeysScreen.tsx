import type { MerchantKey } from '@domain/entities/merchantkey'
import { merchantkey } from '../../api/merchantkey'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const when = (value: string | null) => (value ? <Time value={value} /> : '—')

const columns: WorkspaceColumn<MerchantKey>[] = [
  { id: 'name', header: 'merchantkey:fields.name', cell: (row) => row.name, sort: 'name', width: 180 },
  { id: 'merchant', scope: 'merchant', header: 'merchantkey:fields.merchant', cell: (row) => row.merchantAccount, width: 160 },
  { id: 'keyPrefix', header: 'merchantkey:fields.keyPrefix', cell: (row) => <span className="font-mono">{row.keyPrefix}…</span>, width: 180 },
  { id: 'environment', header: 'merchantkey:fields.environment', cell: (row) => row.environment, width: 120 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 100 },
  { id: 'expiresAt', header: 'merchantkey:fields.expiresAt', cell: (row) => when(row.expiresAt), sort: 'expiresAt', width: TIME_COLUMN_WIDTH },
  { id: 'lastUsedAt', header: 'merchantkey:fields.lastUsedAt', cell: (row) => when(row.lastUsedAt), width: TIME_COLUMN_WIDTH },
  { id: 'createdBy', header: 'merchantkey:fields.createdBy', cell: (row) => row.createdBy ?? '—', width: 120 },
  { id: 'created', header: 'common:record.created', cell: (row) => <Time value={row.created} />, sort: 'createdAt', width: TIME_COLUMN_WIDTH, hidden: true },
]

/** /merchantKeys: the API keys merchants sign payment requests with, and the selected one beside the list. */
export function MerchantKeysScreen() {
  return <RecordKindList kind={merchantkey} columns={columns} create={useCommand('merchantkey.create')} />
}
