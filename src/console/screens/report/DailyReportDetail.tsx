import type { SpaceDailyReport } from '@domain/entities/report'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { dailyReports, reportFileUrl } from '../../api/report'
import { formatFileSize } from '../../lib/formats'
import { CommandButtons } from '../../palette/CommandButtons'
import { useDialogAction, withoutDialog } from '../../palette/screen-dialog'
import { formErrorsOf } from '../../ui/form-errors'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail, type WorkspaceSearch } from '../../workspace'
import { ReportName } from './DailyReportsScreen'

/** /dailyReports/{space}/{reportId}: one daily report beside the list; `d` downloads its file. */
export function DailyReportDetail() {
  return <RecordKindDetail kind={dailyReports}>{(report) => report && <ReportPane report={report} />}</RecordKindDetail>
}

/** Opens a link the browser downloads (the file route answers it as an attachment), without leaving the console. */
function openDownload(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}

function ReportPane({ report }: { report: SpaceDailyReport }) {
  const { t, i18n } = useTranslation('report')
  const navigate = useNavigate()
  const close = () => void navigate({ to: dailyReports.listRoute, search: (previous: WorkspaceSearch) => withoutDialog(dailyReports.listSearch(previous)) } as never)
  // The link is asked for at the moment of the download: it lives 5 minutes and the asking is audited.
  const download = useMutation({ mutationFn: () => reportFileUrl(report.space, report.reportId), onSuccess: openDownload })
  useDialogAction('download', () => download.mutate(), report.state === 'COMPLETED')
  const problem = download.error ? formErrorsOf(download.error, []).other : []
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
      subtitle={t('detail.subtitle', { space: report.space, date: report.reportDate })}
      onClose={close}
      actions={<CommandButtons pick={(command) => command.record === 'dailyReport'} />}
    >
      {report.state !== 'COMPLETED' && <p className="text-sm text-slate-500">{t('detail.notReady')}</p>}
      {download.isPending && (
        <p role="status" className="text-sm text-slate-500">
          {t('detail.preparing')}
        </p>
      )}
      {problem.length > 0 && (
        <p role="alert" className="text-sm text-error">
          {problem.join(' ')}
        </p>
      )}
      <FactList facts={facts} />
    </RecordPane>
  )
}
