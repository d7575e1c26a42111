import type { SpaceDailyReport } from '@domain/entities/report'
import { useTranslation } from 'react-i18next'
import { dailyReports } from '../../api/report'
import { formatFileSize } from '../../lib/formats'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

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
  { id: 'reportDate', header: 'report:fields.reportDate', cell: (row) => <span className="tabular-nums">{row.reportDate}</span>, sort: 'reportDate', width: 120 },
  { id: 'space', scope: 'space', header: 'report:fields.space', cell: (row) => row.space, width: 120 },
  { id: 'name', header: 'report:fields.name', cell: (row) => <ReportName name={row.name} />, width: 150 },
  { id: 'state', header: 'report:fields.state', cell: (row) => <StatusBadge status={row.state} />, width: 130 },
  { id: 'rowCount', header: 'report:fields.rowCount', cell: (row) => <span className="tabular-nums">{row.rowCount}</span>, width: 90 },
  { id: 'fileSize', header: 'report:fields.fileSize', cell: (row) => (row.fileSize === null ? '' : <FileSize bytes={row.fileSize} />), width: 100 },
  { id: 'created', header: 'report:fields.created', cell: (row) => <Time value={row.created} />, sort: 'created', width: TIME_COLUMN_WIDTH, hidden: true },
]

/** /dailyReports: the daily report files of the spaces in scope, newest day first, the open one beside the list. */
export function DailyReportsScreen() {
  return <RecordKindList kind={dailyReports} columns={columns} title="report:daily.title" />
}
