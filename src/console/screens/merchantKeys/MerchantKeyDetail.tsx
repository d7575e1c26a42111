import { NEW_RECORD } from '@domain/constants'
import { merchantkeyCalls } from '@domain/calls/merchantkey'
import type { MerchantKey } from '@domain/entities/merchantkey'
import { environments } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { merchantKeyQueryOptions, refreshMerchantKeys } from '../../api/merchantKeys'
import { isoOfLocalInput, localInputOf } from '../../lib/dates'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { choiceOptions, visibleMerchants } from '../../session/visible-scope'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { Time } from '../../ui/Time'
import { keyUpdateBody } from './key-update'
import { SecretDialog } from '../../ui/SecretDialog'

const route = getRouteApi('/_console/merchantKeys/$merchantKey')

const FIELDS = ['merchantAccount', 'name', 'environment', 'expiresAt', 'status'] as const

interface KeyForm {
  merchantAccount: string
  name: string
  environment: string
  /** A datetime-local value in the user's time zone; empty for no expiry. */
  expiresAt: string
  status: string
}

function formOf(record: MerchantKey | null, merchant: string, timeZone: string): KeyForm {
  return {
    merchantAccount: record?.merchantAccount ?? merchant,
    name: record?.name ?? '',
    environment: record?.environment ?? 'Development',
    expiresAt: localInputOf(record?.expiresAt ?? null, timeZone),
    status: record?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  }
}

/** /merchantKeys/{id}: one API key to read, edit or delete; `@new` creates one and shows its secret once. */
export function MerchantKeyDetail() {
  const { merchantKey } = route.useParams()
  if (merchantKey === NEW_RECORD) return <KeyEditor record={null} />
  return <ExistingKey id={Number(merchantKey)} />
}

function ExistingKey({ id }: { id: number }) {
  const query = useQuery(merchantKeyQueryOptions(id))
  useRegisterFocus('merchantKey', query.data ?? null)
  return (
    <RecordQuery query={query}>
      {(record) => <KeyEditor key={`${record.name}|${record.status}|${record.expiresAt}`} record={record} />}
    </RecordQuery>
  )
}

/** The key just created and its secret, held by the form until the dialog closes, and nowhere else. */
interface Revealed {
  key: MerchantKey
  secret: string
}

function KeyEditor({ record }: { record: MerchantKey | null }) {
  const { t } = useTranslation('merchantKeys')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('merchantKey.write')
  const user = useSessionStore((state) => state.user)
  const timeZone = user?.timezone ?? 'UTC'
  const merchants = visibleMerchants(user?.visibilityTree)
  const [revealed, setRevealed] = useState<Revealed | null>(null)
  const close = () => void navigate({ to: '/merchantKeys', search })
  const editor = useRecordEditor({
    initial: formOf(record, user?.merchant?.name ?? merchants[0]?.name ?? '', timeZone),
    fields: FIELDS,
    save: async (form: KeyForm): Promise<MerchantKey> => {
      if (record) {
        return callApi(merchantkeyCalls.update, { params: { id: record.id }, body: keyUpdateBody(record, form, timeZone) })
      }
      const created = await callApi(merchantkeyCalls.create, {
        body: {
          merchantAccount: form.merchantAccount,
          name: form.name.trim(),
          environment: form.environment as MerchantKey['environment'],
          expiresAt: isoOfLocalInput(form.expiresAt, timeZone),
        },
      })
      // The secret goes to the dialog only: the save's result, kept by the query client, is the key without it.
      setRevealed(created)
      return created.key
    },
    onSaved: async (saved) => {
      await refreshMerchantKeys(queryClient)
      showSuccess(t('saved', { name: saved.name }))
    },
    remove: record ? () => callApi(merchantkeyCalls.remove, { params: { id: record.id } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('deleted', { name: record?.name }))
      close()
      await refreshMerchantKeys(queryClient)
    },
  })

  const closeSecret = () => {
    const created = revealed?.key
    setRevealed(null)
    if (created) void navigate({ to: '/merchantKeys/$merchantKey', params: { merchantKey: String(created.id) }, search })
  }

  return (
    <>
      <RecordEditor
        editor={editor}
        exists={record !== null}
        title={record ? record.name : t('newTitle')}
        subtitle={record ? [record.merchantAccount, record.environment].join(' · ') : undefined}
        onClose={close}
        formLabel={t('formLabel')}
        canWrite={canWrite}
        deletion={record ? { title: t('deleteTitle', { name: record.name }), text: t('deleteText') } : undefined}
        stamps={record ? { status: record.status, created: record.created } : undefined}
        facts={
          record
            ? [
                { label: t('fields.merchant'), value: record.merchantAccount },
                { label: t('fields.keyPrefix'), value: <span className="font-mono" dir="ltr">{record.keyPrefix}…</span> },
                { label: t('fields.environment'), value: t(`environments.${record.environment}`) },
                { label: t('fields.expiresAt'), value: record.expiresAt ? <Time value={record.expiresAt} /> : t('neverExpires') },
                { label: t('fields.lastUsedAt'), value: record.lastUsedAt ? <Time value={record.lastUsedAt} /> : t('neverUsed') },
                { label: t('fields.createdBy'), value: record.createdBy },
              ]
            : undefined
        }
      >
        {!record && (
          <>
            <SelectField label={t('fields.merchant')} {...editor.text('merchantAccount')} autoFocus options={choiceOptions(merchants)} />
            <SelectField label={t('fields.environment')} {...editor.text('environment')} options={environments.map((value) => ({ value, label: t(`environments.${value}`) }))} />
          </>
        )}
        <TextField label={t('fields.name')} {...editor.text('name')} autoFocus={record !== null} maxLength={120} />
        <TextField label={t('fields.expiresAt')} type="datetime-local" {...editor.text('expiresAt')} hint={t('expiresHint', { timeZone })} />
        {record && (
          <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />
        )}
      </RecordEditor>
      <SecretDialog
        secret={revealed?.secret ?? null}
        texts={{
          title: t('secret.title', { name: revealed?.key.name ?? '' }),
          once: t('secret.once'),
          label: t('secret.label'),
          copy: t('secret.copy'),
          copied: t('secret.copied'),
          copyFailed: t('secret.copyFailed'),
          done: t('secret.done'),
        }}
        testId="new-key-secret"
        onClose={closeSecret}
      />
    </>
  )
}
