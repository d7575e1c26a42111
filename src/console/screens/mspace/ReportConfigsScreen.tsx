import { useQuery } from '@tanstack/react-query'
import { Outlet, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { reportConfigsQueryOptions } from '../../api/mspace'
import { useCommand } from '../../palette/use-command'
import { Button } from '../../ui/Button'
import { PageHeader } from '../../ui/Card'
import { RecordQuery } from '../../ui/RecordEditor'
import { AppLink, consolePath } from '../../ui/record-parts'
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
          <AppLink href="/reportsConfig">{t('reports.otherSpaces')}</AppLink>
          {create.available && (
            <Button onClick={create.run} disabled={reportConfig === '@new'}>
              {t('common:actions.new')}
            </Button>
          )}
        </div>
      </PageHeader>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <RecordQuery query={query} skeleton="h-40">
          {(reports) =>
            reports.length === 0 ? (
              <p className="text-sm text-slate-500">{t('reports.empty')}</p>
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">{t('reports.ofSpace', { space })}</caption>
                <thead>
                  <tr className="text-xs text-slate-500">
                    <th scope="col" className="py-1 text-start font-medium">{t('common:fields.name')}</th>
                    <th scope="col" className="py-1 text-start font-medium">{t('reports.fields.dashboardId')}</th>
                    <th scope="col" className="py-1 text-start font-medium">{t('common:record.status')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {reports.map((report) => (
                    <tr key={report.id} aria-current={String(report.id) === reportConfig ? 'true' : undefined} className="aria-[current=true]:bg-brand/10">
                      <td className="py-1.5">
                        <AppLink href={consolePath('reportsConfig', space, 'cfg', String(report.id))}>{report.name}</AppLink>
                        {report.description && <p className="text-xs text-slate-500">{report.description}</p>}
                      </td>
                      <td className="py-1.5 font-mono text-xs">{report.dashboardId}</td>
                      <td className="py-1.5">
                        <StatusBadge status={report.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </RecordQuery>
        <div className="rounded-lg border border-slate-200 dark:border-slate-700 empty:hidden">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
