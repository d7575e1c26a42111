import type { ResultCode } from '@domain/entities/resultcode'
import { resultCodes } from '../../api/resultcode'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { CategoryText, RetryableText } from './code-parts'

const columns: WorkspaceColumn<ResultCode>[] = [
  { id: 'code', header: 'resultcode:fields.code', cell: (row) => <span className="font-mono">{row.code}</span>, sort: 'code', kind: 'id' },
  { id: 'result', header: 'resultcode:fields.result', cell: (row) => <StatusBadge status={row.result} />, sort: 'result', kind: 'status' },
  { id: 'category', header: 'resultcode:fields.category', cell: (row) => <CategoryText category={row.category} />, sort: 'category', kind: 'label' },
  { id: 'message', header: 'resultcode:fields.message', cell: (row) => row.message, kind: 'text' },
  { id: 'retryable', header: 'resultcode:fields.retryable', cell: (row) => <RetryableText retryable={row.retryable} />, kind: 'boolean' },
  { id: 'pspCodeCount', header: 'resultcode:fields.pspCodeCount', cell: (row) => <span className="tabular-nums">{row.pspCodeCount}</span>, kind: 'count' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time', hidden: true },
]

/** /resultcodes/cs: the platform's own result codes, and the selected one beside the list. */
export function ResultCodesScreen() {
  return <RecordKindList kind={resultCodes} columns={columns} create={useCommand('resultcode.create')} />
}
