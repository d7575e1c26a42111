import type { SpaceDailyReport } from '@domain/entities/report'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { dailyReports } from '../../api/report'
import { formatFileSize } from '../../lib/formats'
import { CommandButtons } from '../../palette/CommandButtons'
import { withoutDialog } from '../../palette/screen-dialog'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail, type WorkspaceSearch } from '../../workspace'
import { ReportName } from './DailyReportsScreen'
import { useDownloadPending } from './report-download'
import { SpaceName } from '../../ui/SpaceName'

/** /dailyReports/{space}/{reportId}: one daily report beside the list; `d` downloads its file (the list runs it). */
export function DailyReportDetail() {
  return <RecordKindDetail kind={dailyReports}>{(report) => report && <ReportPane report={report} />}</RecordKindDetail>
}

function ReportPane({ report }: { report: SpaceDailyReport }) {
  const { t, i18n } = useTranslation('report')
  const navigate = useNavigate()
  const close = () => void navigate({ to: dailyReports.listRoute, search: (previous: WorkspaceSearch) => withoutDialog(dailyReports.listSearch(previous)) } as never)
  const preparing = useDownloadPending(report.reportId)
  const facts = [
    { label: t('fields.space'), value: report.space },
    { label: t('fields.reportDate'), value: <span className="tabular-nums">{report.reportDate}</span> },
    { label: t('fields.state'), value: <StatusBadge status={report.state} /> },
    { label: t('fields.format'), value: report.format },
    { label: t('fields.rowCount'), value: <span className="tabular-nums">{report.rowCount}</span> },
    { label: t('fields.fileSize'), value: report.fileSize === null ? null : formatFileSize(report.fileSize, i18n.language) },
    { label: t('fields.created'), value: <Time value={report.created} /> },
    { label: t('fields.completedAt'), value: <Time value={report.completedAt} /> },
  ]
  return (
    <RecordPane
      title={<ReportName name={report.name} />}
      subtitle={<SpaceName space={report.space} text={(space) => t('detail.subtitle', { space, date: report.reportDate })} />}
      onClose={close}
      actions={<CommandButtons pick={(command) => command.record === dailyReports.focus} />}
    >
      {report.state !== 'COMPLETED' && <p className="text-sm text-slate-500">{t('detail.notReady')}</p>}
      {preparing && (
        <p role="status" className="text-sm text-slate-500">
          {t('detail.preparing')}
        </p>
      )}
      <FactList facts={facts} />
    </RecordPane>
  )
}
