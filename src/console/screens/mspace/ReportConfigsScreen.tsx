import { useQuery } from '@tanstack/react-query'
import { Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { reportConfigsQueryOptions } from '../../api/mspace'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { PageHeader } from '../../ui/Card'
import { CompactTable } from '../../ui/CompactTable'
import { RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'
import { StatusBadge } from '../../ui/StatusBadge'

/** /reportsConfig/{space}/cfg: a space's custom report definitions, the chosen one (or a new one) beside them. */
export function ReportConfigsScreen() {
  const { t } = useTranslation('mspace')
  const { space, reportConfig } = useParams({ strict: false }) as { space: string; reportConfig?: string }
  const query = useQuery(reportConfigsQueryOptions(space))
  const create = useCommand('mspace.createReportConfig')
  return (
    <div className="md:p-6">
      <PageHeader title={t('reports.ofSpace', { space })}>
        <div className="flex gap-2">
          <AppLink to="/reportsConfig">{t('reports.otherSpaces')}</AppLink>
          {create.available && (
            <Button onClick={create.run} disabled={reportConfig === '@new'}>
              {t('common:actions.new')}
            </Button>
          )}
        </div>
      </PageHeader>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <RecordQuery query={query} skeleton="h-40">
          {(reports) => (
            <CompactTable
              caption={t('reports.ofSpace', { space })}
              empty={t('reports.empty')}
              rows={reports}
              rowKey={(report) => report.id}
              current={(report) => String(report.id) === reportConfig}
              columns={[
                {
                  id: 'name',
                  header: t('common:fields.name'),
                  cell: (report) => (
                    <>
                      <AppLink to="/reportsConfig/$space/cfg/$reportConfig" params={{ space, reportConfig: String(report.id) }}>{report.name}</AppLink>
                      {report.description && <p className="text-xs text-slate-500">{report.description}</p>}
                    </>
                  ),
                },
                { id: 'dashboardId', header: t('reports.fields.dashboardId'), className: 'font-mono text-xs', cell: (report) => report.dashboardId },
                { id: 'status', header: t('common:record.status'), cell: (report) => <StatusBadge status={report.status} /> },
              ]}
            />
          )}
        </RecordQuery>
        <div className="rounded-lg border border-slate-200 dark:border-slate-700 empty:hidden">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
