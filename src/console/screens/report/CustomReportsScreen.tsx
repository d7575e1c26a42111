import type { QuicksightReport } from '@domain/entities/mspace'
import type { CustomReportDefinition, CustomReportResult } from '@domain/entities/report'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportConfigsQueryOptions } from '../../api/mspace'
import { customReportQueryOptions } from '../../api/report'
import { percentage } from '../../lib/formats'
import { formatMinor } from '@domain/money'
import { loadWhenOnline } from '../../lib/load-when-online'
import { useSessionStore } from '../../session/session-store'
import { visibleSpaces } from '../../session/visible-scope'
import { Button } from '../../ui/Button'
import { Card, PageHeader } from '../../ui/Card'
import { SelectField, TextField } from '../../ui/Field'
import { RecordQuery } from '../../ui/RecordEditor'
import { adjustedDefinition, chartMeasure, chartValue, filterNames, type ReportAdjustments, resultCsv, rowLabel } from './custom-report'

const CustomReportChart = lazy(() => loadWhenOnline(() => import('./CustomReportChart')).then((m) => ({ default: m.CustomReportChart })))

/** The most rows the chart draws; the table shows them all. */
const CHART_ROWS = 60

export type CustomReportsSearch = ReportAdjustments & { space?: string; config?: number }

/**
 * /customReports: runs a report config of a space on the platform's own transactions, its period
 * and filters adjustable; the answer as a chart, a table and a CSV export. What runs is in the
 * URL, so a report is a link.
 */
export function CustomReportsScreen() {
  const { t } = useTranslation('report')
  const search = useSearch({ strict: false }) as CustomReportsSearch
  const navigate = useNavigate()
  const user = useSessionStore((state) => state.user)
  const spaces = visibleSpaces(user?.visibilityTree)
  const space = search.space ?? spaces[0]?.name
  const configs = useQuery({ ...reportConfigsQueryOptions(space ?? ''), enabled: space !== undefined })
  const go = (next: CustomReportsSearch) => void navigate({ to: '/customReports', search: next as never })

  return (
    <div className="p-6">
      <PageHeader title={t('custom.title')} />
      <Card className="mb-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('custom.space')}
            value={space ?? ''}
            options={spaces.map((option) => ({ value: option.name, label: option.displayName }))}
            onChange={(event) => go({ space: event.target.value })}
          />
          {space && (
            <RecordQuery query={configs} skeleton="h-10">
              {(list) => {
                const runnable = list.filter((config) => config.definition !== null && config.status !== 'DISABLED')
                return runnable.length === 0 ? (
                  <p className="self-end text-sm text-slate-500">{t('custom.noConfigs')}</p>
                ) : (
                  <SelectField
                    label={t('custom.config')}
                    value={search.config === undefined ? '' : String(search.config)}
                    options={[{ value: '', label: t('custom.chooseConfig') }, ...runnable.map((config) => ({ value: String(config.id), label: config.name }))]}
                    onChange={(event) => go({ space, ...(event.target.value ? { config: Number(event.target.value) } : {}) })}
                  />
                )
              }}
            </RecordQuery>
          )}
        </div>
      </Card>
      {space && search.config !== undefined && configs.data && (
        <ConfigReport key={`${space}/${search.config}`} space={space} config={configs.data.find((config) => config.id === search.config)} search={search} onRun={go} />
      )}
    </div>
  )
}

function ConfigReport({
  space,
  config,
  search,
  onRun,
}: {
  space: string
  config: QuicksightReport | undefined
  search: CustomReportsSearch
  onRun: (next: CustomReportsSearch) => void
}) {
  const { t } = useTranslation('report')
  if (!config?.definition) {
    return (
      <p role="alert" className="text-sm text-error">
        {t('custom.configMissing')}
      </p>
    )
  }
  const definition = adjustedDefinition(config.definition, search)
  return (
    <>
      <Adjustments space={space} config={config} definition={definition} onRun={onRun} />
      <Result space={space} config={config} definition={definition} />
    </>
  )
}

/** The period and filters of the report on view, applied by Run (or Enter in a field). */
function Adjustments({
  space,
  config,
  definition,
  onRun,
}: {
  space: string
  config: QuicksightReport
  definition: CustomReportDefinition
  onRun: (next: CustomReportsSearch) => void
}) {
  const { t } = useTranslation('report')
  const [form, setForm] = useState<Record<string, string>>(() => ({
    kind: definition.period.lastDays === undefined ? 'range' : 'last',
    days: String(definition.period.lastDays ?? 30),
    from: definition.period.from ?? '',
    to: definition.period.to ?? '',
    ...Object.fromEntries(filterNames.map((name) => [name, (definition.filters[name] ?? []).join(', ')])),
  }))
  const field = (name: string) => ({
    value: form[name] ?? '',
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const days = Number(form.days)
    onRun({
      space,
      config: config.id,
      ...(form.kind === 'last' ? { days: Number.isInteger(days) && days > 0 ? days : undefined } : { from: form.from || undefined, to: form.to || undefined }),
      ...Object.fromEntries(filterNames.map((name) => [name, form[name]?.trim() ?? ''])),
    })
  }
  return (
    <Card className="mb-4" title={config.name}>
      {config.description && <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{config.description}</p>}
      <form onSubmit={submit} aria-label={t('custom.adjust')} className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('definition.period')}
          options={[
            { value: 'last', label: t('period.last') },
            { value: 'range', label: t('period.range') },
          ]}
          {...field('kind')}
        />
        {form.kind === 'last' ? (
          <TextField label={t('period.lastDays')} inputMode="numeric" {...field('days')} />
        ) : (
          <>
            <TextField label={t('period.from')} type="date" {...field('from')} />
            <TextField label={t('period.to')} type="date" {...field('to')} />
          </>
        )}
        {filterNames.map((name) => (
          <TextField key={name} label={t(`filters.${name}`)} hint={t('custom.listHint')} dir="ltr" {...field(name)} />
        ))}
        <div className="flex items-end sm:col-span-3">
          <Button type="submit">{t('custom.run')}</Button>
        </div>
      </form>
    </Card>
  )
}

function Result({ space, config, definition }: { space: string; config: QuicksightReport; definition: CustomReportDefinition }) {
  const { t } = useTranslation('report')
  const query = useQuery(customReportQueryOptions(space, definition))
  return (
    <RecordQuery query={query} skeleton="h-64">
      {(result) =>
        result.rows.length === 0 ? (
          <Card>
            <p className="text-sm text-slate-500">{t('custom.empty', { from: result.from, to: result.to })}</p>
          </Card>
        ) : (
          <ResultView space={space} config={config} result={result} />
        )
      }
    </RecordQuery>
  )
}

function ResultView({ space, config, result }: { space: string; config: QuicksightReport; result: CustomReportResult }) {
  const { t, i18n } = useTranslation('report')
  const measure = chartMeasure(result.measures)
  const headers = Object.fromEntries([...result.dimensions.map((d) => [d, t(`dimensions.${d}`)]), ...result.measures.map((m) => [m, t(`measures.${m}`)])])
  const points = result.rows.slice(0, CHART_ROWS).map((row) => ({ label: rowLabel(row, result.dimensions) || t('custom.total'), value: chartValue(row, measure) }))
  const exportCsv = () => {
    const blob = new Blob([resultCsv(result, headers)], { type: 'text/csv;charset=utf-8' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `${space}-${config.name.replace(/[^A-Za-z0-9._-]+/g, '-')}-${result.from}-${result.to}.csv`
    document.body.append(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(link.href)
  }
  return (
    <div className="space-y-4">
      <Card title={t('custom.chartTitle', { measure: headers[measure], from: result.from, to: result.to })}>
        <Suspense fallback={<div className="h-64 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}>
          <CustomReportChart points={points} measure={headers[measure] ?? measure} />
        </Suspense>
      </Card>
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('custom.rows', { count: result.rows.length })}
            {result.truncated && <span className="ms-2 text-warning">{t('custom.truncated')}</span>}
          </p>
          <Button variant="secondary" onClick={exportCsv}>
            {t('custom.export')}
          </Button>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{config.name}</caption>
            <thead>
              <tr className="text-xs text-slate-500">
                {[...result.dimensions, ...result.measures].map((column) => (
                  <th key={column} scope="col" className="py-1 pe-3 text-start font-medium">
                    {headers[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {result.rows.map((row) => (
                <tr key={rowLabel(row, result.dimensions)}>
                  {result.dimensions.map((dimension) => (
                    <td key={dimension} className="py-1.5 pe-3">
                      {row[dimension] || '—'}
                    </td>
                  ))}
                  {result.measures.map((column) => (
                    <td key={column} className="py-1.5 pe-3 tabular-nums">
                      {column === 'volume'
                        ? (row.volume ?? []).map((money) => <div key={money.currency}>{formatMinor(money.amount, money.currency, i18n.language)}</div>)
                        : column === 'approvalRate'
                          ? percentage(row.approvalRate, 1, i18n.language) || '—'
                          : row[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  )
}
