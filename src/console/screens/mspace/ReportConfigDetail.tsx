import { mspaceCalls } from '@domain/calls/mspace'
import { NEW_RECORD } from '@domain/constants'
import type { QuicksightReport } from '@domain/entities/mspace'
import { type CustomReportDefinition, type ReportDimension, type ReportMeasure, reportDimensions, reportMeasures } from '@domain/entities/report'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { reportConfigsQueryOptions, spaceKeys } from '../../api/mspace'
import { numericId } from '../../api/record-kind'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { ChoiceList } from '../../ui/ChoiceList'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { type RecordEditorState, useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'

const FIELDS = [
  'name', 'description', 'dashboardId', 'region', 'status', 'sortOrder', 'definition', 'definition.measures', 'definition.dimensions',
  'definition.period.lastDays', 'definition.period.from', 'definition.period.to',
] as const

interface ReportForm {
  name: string
  description: string
  dashboardId: string
  region: string
  status: 'ENABLED' | 'DISABLED'
  sortOrder: string
  /** Whether the config runs a custom report on the platform's own data. */
  custom: boolean
  measures: ReportMeasure[]
  dimensions: ReportDimension[]
  periodKind: 'last' | 'range'
  lastDays: string
  from: string
  to: string
}

/** The definition the form holds, its filters kept as they were: the custom reports screen adjusts those. */
function definitionOf(form: ReportForm, saved: CustomReportDefinition | null): CustomReportDefinition | null {
  if (!form.custom) return null
  return {
    measures: form.measures,
    dimensions: form.dimensions,
    filters: saved?.filters ?? {},
    period: form.periodKind === 'last' ? { lastDays: Number(form.lastDays) } : { from: form.from, to: form.to },
  }
}

/** /reportsConfig/{space}/cfg/{id}: one report definition to edit or delete; `@new` adds one. */
export function ReportConfigDetail() {
  const { t } = useTranslation('common')
  const { space, reportConfig } = useParams({ strict: false }) as { space: string; reportConfig: string }
  const query = useQuery(reportConfigsQueryOptions(space))
  if (reportConfig === NEW_RECORD) return <ReportEditor space={space} record={null} />
  const id = numericId(reportConfig)
  return (
    <RecordQuery query={query}>
      {(reports) => {
        const record = reports.find((report) => report.id === id)
        return record ? <ReportEditor key={record.updated} space={space} record={record} /> : <p role="alert" className="m-4 text-sm text-error">{t('record.notFound')}</p>
      }}
    </RecordQuery>
  )
}

function ReportEditor({ space, record }: { space: string; record: QuicksightReport | null }) {
  const { t } = useTranslation('mspace')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canWrite = usePermission('report.write')
  useRegisterFocus('reportConfig', record)
  const toList = () => navigate({ to: '/reportsConfig/$space/cfg', params: { space } })
  const editor = useRecordEditor<ReportForm, QuicksightReport>({
    initial: {
      name: record?.name ?? '',
      description: record?.description ?? '',
      dashboardId: record?.dashboardId ?? '',
      region: record?.region ?? 'eu-west-1',
      status: record?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      sortOrder: String(record?.sortOrder ?? 0),
      custom: record ? record.definition !== null : true,
      measures: record?.definition?.measures ?? ['count', 'volume', 'approvalRate'],
      dimensions: record?.definition?.dimensions ?? ['day'],
      periodKind: record?.definition && record.definition.period.lastDays === undefined ? 'range' : 'last',
      lastDays: String(record?.definition?.period.lastDays ?? 30),
      from: record?.definition?.period.from ?? '',
      to: record?.definition?.period.to ?? '',
    },
    fields: FIELDS,
    save: (form) => {
      const body = {
        name: form.name.trim(),
        description: form.description.trim(),
        dashboardId: form.dashboardId.trim(),
        region: form.region.trim(),
        status: form.status,
        sortOrder: Number(form.sortOrder),
        definition: definitionOf(form, record?.definition ?? null),
      }
      return record
        ? callApi(mspaceCalls.updateQuicksightReport, { params: { space, id: record.id }, body })
        : callApi(mspaceCalls.createQuicksightReport, { params: { space }, body })
    },
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: spaceKeys.reports(space) })
      showSuccess(t('common:record.saved', { name: saved.name }))
      if (!record) void navigate({ to: '/reportsConfig/$space/cfg/$reportConfig', params: { space, reportConfig: String(saved.id) } })
    },
    remove: record ? () => callApi(mspaceCalls.removeQuicksightReport, { params: { space, id: record.id } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('common:record.deleted', { name: record?.name ?? '' }))
      await toList()
      await queryClient.invalidateQueries({ queryKey: spaceKeys.reports(space) })
    },
  })
  return (
    <RecordEditor
        editor={editor}
        exists={record !== null}
        stamps={record ?? undefined}
        title={record ? record.name : t('reports.newTitle')}
        subtitle={space}
        formLabel={t('reports.formLabel')}
        canWrite={canWrite}
        onClose={() => void toList()}
        deletion={record ? { title: t('common:record.deleteTitle', { name: record.name }), text: t('reports.deleteText') } : undefined}
      >
        <TextField label={t('common:fields.name')} {...editor.text('name')} maxLength={120} />
        <TextField label={t('reports.fields.dashboardId')} {...editor.text('dashboardId')} maxLength={120} hint={t('reports.dashboardHint')} />
        <div className="sm:col-span-2">
          <TextField label={t('reports.fields.description')} {...editor.text('description')} maxLength={500} />
        </div>
        <TextField label={t('reports.fields.region')} {...editor.text('region')} maxLength={30} hint="eu-west-1" />
        <TextField label={t('reports.fields.sortOrder')} inputMode="numeric" {...editor.text('sortOrder')} />
        <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />
        <DefinitionFields editor={editor} />
      </RecordEditor>
  )
}

type ReportEditor = RecordEditorState<ReportForm, QuicksightReport>

/** The custom report a config runs: measures and dimensions ticked from the lists, and its period. */
function DefinitionFields({ editor }: { editor: ReportEditor }) {
  const { t } = useTranslation('report')
  const { form, errors } = editor
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold">{t('definition.title')}</legend>
      <CheckboxField label={t('definition.custom')} {...editor.check('custom')} errors={errors.fields.definition} />
      {form.custom && (
        <>
          <DefinitionChoices editor={editor} name="measures" values={reportMeasures} />
          <DefinitionChoices editor={editor} name="dimensions" values={reportDimensions} hint={t('definition.dimensionsHint')} />
          <SelectField
            label={t('definition.period')}
            options={[
              { value: 'last', label: t('period.last') },
              { value: 'range', label: t('period.range') },
            ]}
            {...editor.text('periodKind')}
          />
          {form.periodKind === 'last' ? (
            <TextField label={t('period.lastDays')} inputMode="numeric" {...editor.text('lastDays')} errors={errors.fields['definition.period.lastDays']} />
          ) : (
            <>
              <TextField label={t('period.from')} type="date" {...editor.text('from')} errors={errors.fields['definition.period.from']} />
              <TextField label={t('period.to')} type="date" {...editor.text('to')} errors={errors.fields['definition.period.to']} />
            </>
          )}
        </>
      )}
    </fieldset>
  )
}

interface DefinitionChoicesProps<Name extends 'measures' | 'dimensions'> {
  editor: ReportEditor
  name: Name
  values: readonly ReportForm[Name][number][]
  hint?: string
}

/** One of the lists a custom report is defined by: a box per measure, or per dimension, it can take. */
function DefinitionChoices<Name extends 'measures' | 'dimensions'>({ editor, name, values, hint }: DefinitionChoicesProps<Name>) {
  const { t } = useTranslation('report')
  return (
    <ChoiceList
      legend={t(`definition.${name}`)}
      hint={hint}
      options={values.map((value) => ({ value, label: t(`${name}.${value}`) }))}
      selected={editor.form[name]}
      onChange={(next) => editor.set(name, next as ReportForm[Name])}
      errors={editor.errors.fields[`definition.${name}`]}
    />
  )
}
