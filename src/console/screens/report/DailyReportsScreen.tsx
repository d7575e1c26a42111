import type { SpaceDailyReport } from '@domain/entities/report'
import { useTranslation } from 'react-i18next'
import { dailyReports } from '../../api/report'
import { formatFileSize } from '../../lib/formats'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { useReportDownload } from './report-download'
import { SpaceName } from '../../ui/SpaceName'

/** A report's name in the user's language: the spec's two daily reports, else as it is stored. */
export function ReportName({ name }: { name: string }) {
  const { t } = useTranslation('report')
  return t(`names.${name}`, { defaultValue: name })
}

/** A report file's size in the user's language. */
function FileSize({ bytes }: { bytes: number }) {
  const { i18n } = useTranslation()
  return formatFileSize(bytes, i18n.language)
}

const columns: WorkspaceColumn<SpaceDailyReport>[] = [
  { id: 'reportDate', header: 'report:fields.reportDate', cell: (row) => <span className="tabular-nums">{row.reportDate}</span>, sort: 'reportDate', kind: 'date' },
  { id: 'space', scope: 'space', header: 'report:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'name', header: 'report:fields.name', cell: (row) => <ReportName name={row.name} />, kind: 'name' },
  { id: 'state', header: 'report:fields.state', cell: (row) => <StatusBadge status={row.state} />, kind: 'status' },
  { id: 'rowCount', header: 'report:fields.rowCount', cell: (row) => <span className="tabular-nums">{row.rowCount}</span>, kind: 'count' },
  { id: 'fileSize', header: 'report:fields.fileSize', cell: (row) => (row.fileSize === null ? '' : <FileSize bytes={row.fileSize} />), kind: 'count' },
  { id: 'created', header: 'report:fields.created', cell: (row) => <Time value={row.created} />, sort: 'created', kind: 'time', hidden: true },
]

/** /dailyReports: the daily report files of the spaces in scope, newest day first, the open one beside the list; `d` downloads the open one or the one under the cursor. */
export function DailyReportsScreen() {
  useReportDownload()
  return <RecordKindList kind={dailyReports} columns={columns} title="report:daily.title" rowCommands />
}
