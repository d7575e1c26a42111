import { merchantCalls } from '@domain/calls/merchant'
import type { merchantCallerSchema } from '@domain/entities/merchant'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { callApi } from '../../api/client'
import { merchantCallerQueryOptions, refreshMerchant } from '../../api/merchant'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { listOf, orNull, useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { listFieldErrors } from './merchant-logic'

type MerchantCaller = z.infer<typeof merchantCallerSchema>

interface CallerForm {
  name: string
  description: string
  ipAddresses: string
  callbackUrl: string
  status: string
}

function formOf(caller: MerchantCaller | null): CallerForm {
  return {
    name: caller?.name ?? '',
    description: caller?.description ?? '',
    ipAddresses: caller?.ipAddresses.join(', ') ?? '',
    callbackUrl: caller?.callbackUrl ?? '',
    status: caller?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
  }
}

interface CallerEditorProps {
  merchant: string
  /** Null: a new caller. */
  caller: string | null
  /** The caller to show next: the saved one, or none after a delete or close. */
  onDone: (caller: string | null) => void
}

/** One API caller of the merchant to read, edit or delete; without a name, a new one. */
export function CallerEditor({ merchant, caller, onDone }: CallerEditorProps) {
  if (caller === null) return <CallerForm merchant={merchant} record={null} onDone={onDone} />
  return <ExistingCaller merchant={merchant} caller={caller} onDone={onDone} />
}

function ExistingCaller({ merchant, caller, onDone }: { merchant: string; caller: string; onDone: CallerEditorProps['onDone'] }) {
  const query = useQuery(merchantCallerQueryOptions(merchant, caller))
  // A new version of the record (after a save) starts the form from it.
  return <RecordQuery query={query}>{(record) => <CallerForm key={record.updated} merchant={merchant} record={record} onDone={onDone} />}</RecordQuery>
}

function CallerForm({ merchant, record, onDone }: { merchant: string; record: MerchantCaller | null; onDone: CallerEditorProps['onDone'] }) {
  const { t } = useTranslation('merchant')
  const queryClient = useQueryClient()
  const canWrite = usePermission('merchant.configure')
  const editor = useRecordEditor({
    initial: formOf(record),
    save: (form: CallerForm) => {
      const common = { description: form.description.trim(), ipAddresses: listOf(form.ipAddresses), callbackUrl: orNull(form.callbackUrl) }
      return record
        ? callApi(merchantCalls.updateCaller, { params: { name: merchant, caller: record.name }, body: { ...common, status: form.status as 'ENABLED' | 'DISABLED' } })
        : callApi(merchantCalls.createCaller, { params: { name: merchant }, body: { ...common, name: form.name.trim() } })
    },
    onSaved: async (saved) => {
      await refreshMerchant(queryClient, merchant)
      showSuccess(t('callers.saved', { caller: saved.name }))
      if (!record) onDone(saved.name)
    },
    remove: record ? () => callApi(merchantCalls.removeCaller, { params: { name: merchant, caller: record.name } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('callers.deleted', { caller: record?.name }))
      onDone(null)
      await refreshMerchant(queryClient, merchant)
    },
  })
  const addressErrors = listFieldErrors(editor.save.error, 'ipAddresses', listOf(editor.form.ipAddresses))

  return (
    <RecordEditor
      editor={editor}
      exists={record !== null}
      title={record ? <span className="font-mono">{record.name}</span> : t('callers.newTitle')}
      subtitle={record?.description || undefined}
      onClose={() => onDone(null)}
      formLabel={t('callers.formLabel')}
      canWrite={canWrite}
      deletion={record ? { title: t('callers.deleteTitle', { caller: record.name }), text: t('callers.deleteText') } : undefined}
      stamps={record ? { status: record.status, created: record.created, updated: record.updated } : undefined}
    >
      {!record && <TextField label={t('callers.fields.name')} {...editor.text('name')} maxLength={100} dir="ltr" hint={t('callers.nameHint')} />}
      <TextField label={t('callers.fields.description')} {...editor.text('description')} maxLength={500} />
      <div className="sm:col-span-2">
        <TextField
          label={t('callers.fields.ipAddresses')}
          {...editor.text('ipAddresses')}
          errors={addressErrors.length ? addressErrors : undefined}
          hint={t('callers.addressesHint')}
          dir="ltr"
        />
      </div>
      <TextField label={t('callers.fields.callbackUrl')} {...editor.text('callbackUrl')} type="url" maxLength={500} dir="ltr" />
      {record && (
        <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />
      )}
    </RecordEditor>
  )
}
