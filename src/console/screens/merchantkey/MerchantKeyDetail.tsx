import { useEnumLabel } from '../../ui/EnumText'
import { merchantkeyCalls } from '@domain/calls/merchantkey'
import type { MerchantKey } from '@domain/entities/merchantkey'
import { environments } from '@domain/enums'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { merchantkey } from '../../api/merchantkey'
import { isoOfLocalInput, localInputOf } from '../../lib/dates'
import { useSessionStore } from '../../session/session-store'
import { choiceOptions, visibleMerchants } from '../../session/visible-scope'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { SecretDialog } from '../../ui/SecretDialog'
import { StatusField } from '../../ui/StatusField'
import { Time } from '../../ui/Time'
import { DateTimeField } from '../../ui/DateTimeField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { keyUpdateBody } from './key-update'
import { zoneOrBrowser } from '../../lib/dates'

interface KeyForm {
  merchantAccount: string
  name: string
  environment: MerchantKey['environment']
  /** A local date and time in the user's time zone; empty for no expiry. */
  expiresAt: string
  status: 'ACTIVE' | 'DISABLED'
}

/** /merchantKeys/{id}: one API key to read, edit or delete; `@new` creates one and shows its secret once. */
export function MerchantKeyDetail() {
  return <RecordKindDetail kind={merchantkey} editor={KeyEditor} />
}

/** The key just created and its secret, held by the form until the dialog closes, and nowhere else. */
interface Revealed {
  key: MerchantKey
  secret: string
}

function KeyEditor({ record }: { record: MerchantKey | null }) {
  const { t } = useTranslation('merchantkey')
  const enumLabel = useEnumLabel()
  const user = useSessionStore((state) => state.user)
  const timeZone = zoneOrBrowser(user?.timezone)
  const merchants = visibleMerchants(user?.visibilityTree)
  const [revealed, setRevealed] = useState<Revealed | null>(null)
  const { editor, open, pane } = useKindEditor({
    kind: merchantkey,
    record,
    deleteText: t('deleteText'),
    facts: (key) => [
      { label: t('fields.merchant'), value: key.merchantAccount },
      { label: t('fields.keyPrefix'), value: <span className="font-mono" dir="ltr">{key.keyPrefix}…</span> },
      { label: t('fields.environment'), value: enumLabel(key.environment) },
      { label: t('fields.expiresAt'), value: key.expiresAt ? <Time value={key.expiresAt} /> : t('neverExpires') },
      { label: t('fields.lastUsedAt'), value: key.lastUsedAt ? <Time value={key.lastUsedAt} /> : t('neverUsed') },
      { label: t('fields.createdBy'), value: key.createdBy },
    ],
    initial: {
      merchantAccount: record?.merchantAccount ?? user?.merchant?.name ?? merchants[0]?.name ?? '',
      name: record?.name ?? '',
      environment: record?.environment ?? 'Development',
      expiresAt: localInputOf(record?.expiresAt ?? null, timeZone),
      status: record?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    } satisfies KeyForm as KeyForm,
    save: async (form: KeyForm): Promise<MerchantKey> => {
      if (record) return callApi(merchantkeyCalls.update, { params: { id: record.id }, body: keyUpdateBody(record, form, timeZone) })
      const created = await callApi(merchantkeyCalls.create, {
        body: { merchantAccount: form.merchantAccount, name: form.name.trim(), environment: form.environment, expiresAt: isoOfLocalInput(form.expiresAt, timeZone) },
      })
      // The secret goes to the dialog only: the save's result, kept by the query client, is the key without it.
      setRevealed(created)
      return created.key
    },
    // The new key opens once its secret is put away: opening it would close the dialog.
    openCreated: false,
  })

  const closeSecret = () => {
    const created = revealed?.key
    setRevealed(null)
    if (created) open(created)
  }

  return (
    <>
      <RecordEditor
        {...pane}
        title={record ? record.name : t('newTitle')}
        subtitle={record ? [record.merchantAccount, enumLabel(record.environment)] : undefined}
        formLabel={t('formLabel')}
      >
        {!record && (
          <>
            <SelectField label={t('fields.merchant')} {...editor.text('merchantAccount')} options={choiceOptions(merchants)} />
            <SelectField label={t('fields.environment')} {...editor.text('environment')} options={environments.map((value) => ({ value, label: enumLabel(value) }))} />
          </>
        )}
        <TextField label={t('fields.name')} {...editor.text('name')} maxLength={120} />
        <DateTimeField label={t('fields.expiresAt')} {...editor.pick('expiresAt')} hint={t('expiresHint', { timeZone })} />
        {record && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
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
