import { mspaceCalls } from '@domain/calls/mspace'
import { NEW_RECORD } from '@domain/constants'
import type { QuicksightReport } from '@domain/entities/mspace'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { reportConfigsQueryOptions, spaceKeys } from '../../api/mspace'
import { numericId } from '../../api/record-kind'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'

const FIELDS = ['name', 'description', 'dashboardId', 'region', 'status', 'sortOrder'] as const

interface ReportForm {
  name: string
  description: string
  dashboardId: string
  region: string
  status: 'ENABLED' | 'DISABLED'
  sortOrder: string
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
        <TextField label={t('common:fields.name')} {...editor.text('name')} autoFocus maxLength={120} />
        <TextField label={t('reports.fields.dashboardId')} {...editor.text('dashboardId')} maxLength={120} hint={t('reports.dashboardHint')} />
        <TextField label={t('reports.fields.description')} {...editor.text('description')} maxLength={500} className="sm:col-span-2" />
        <TextField label={t('reports.fields.region')} {...editor.text('region')} maxLength={30} hint="eu-west-1" />
        <TextField label={t('reports.fields.sortOrder')} inputMode="numeric" {...editor.text('sortOrder')} />
        <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />
      </RecordEditor>
  )
}
