import type { PspResultCode } from '@domain/entities/resultcode'
import { pspResultCodes } from '../../api/resultcode'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { CategoryText } from './code-parts'

const columns: WorkspaceColumn<PspResultCode>[] = [
  { id: 'gateway', header: 'common:fields.gateway', cell: (row) => row.gateway, sort: 'gateway', kind: 'code' },
  { id: 'code', header: 'resultcode:fields.pspCode', cell: (row) => <span className="font-mono">{row.code}</span>, sort: 'code', kind: 'id' },
  { id: 'message', header: 'resultcode:fields.message', cell: (row) => row.message, kind: 'text' },
  {
    id: 'resultCode',
    header: 'resultcode:fields.resultCode',
    cell: (row) => (
      <span>
        <span className="font-mono">{row.resultCode}</span> <span className="text-slate-500">{row.resultMessage}</span>
      </span>
    ),
    sort: 'resultCode',
    kind: 'name',
  },
  { id: 'result', header: 'resultcode:fields.result', cell: (row) => <StatusBadge status={row.result} />, kind: 'status' },
  { id: 'category', header: 'resultcode:fields.category', cell: (row) => <CategoryText category={row.category} />, kind: 'label', hidden: true },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time', hidden: true },
]

/** /resultcodes/psp: each gateway's codes and the console code each maps to, the selected one beside the list. */
export function PspResultCodesScreen() {
  return <RecordKindList kind={pspResultCodes} columns={columns} title="resultcode:psp.title" create={useCommand('resultcode.pspCreate')} />
}
