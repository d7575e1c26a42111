import type { Merchant } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { collectionsForSpace } from '../../api/emailtpl'
import { usePermission } from '../../session/use-permission'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/Field'
import { listOf, orNull } from '../../ui/record-editor'
import { ConfigurationForm, MerchantRecord, useConfigurationEditor } from './settings-parts'

const route = getRouteApi('/_console/merchants/$merchant/email')

const FIELDS = ['senderName', 'senderEmail', 'replyTo', 'templateCollection', 'sendCustomerReceipts', 'notifyMerchant'] as const

interface EmailForm {
  senderName: string
  senderEmail: string
  replyTo: string
  templateCollection: string
  sendCustomerReceipts: boolean
  /** One address a line (commas and spaces separate too). */
  notifyMerchant: string
}

function formOf(merchant: Merchant): EmailForm {
  const { email } = merchant.configuration
  return {
    senderName: email.senderName ?? '',
    senderEmail: email.senderEmail ?? '',
    replyTo: email.replyTo ?? '',
    templateCollection: email.templateCollection ?? '',
    sendCustomerReceipts: email.sendCustomerReceipts,
    notifyMerchant: email.notifyMerchant.join('\n'),
  }
}

/** /merchants/{merchant}/email: who the merchant's emails come from, its templates, receipts and who is notified. */
export function MerchantEmailScreen() {
  const { merchant } = route.useParams()
  // A new version of the merchant (after a save) starts the form from it.
  return <MerchantRecord merchant={merchant}>{(record) => <EmailEditor key={record.updated} merchant={record} />}</MerchantRecord>
}

function EmailEditor({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('merchant')
  const editor = useConfigurationEditor(merchant, {
    tab: 'email',
    initial: formOf(merchant),
    fields: FIELDS,
    body: (form: EmailForm) => ({
      configuration: {
        email: {
          senderName: orNull(form.senderName),
          senderEmail: orNull(form.senderEmail),
          replyTo: orNull(form.replyTo),
          templateCollection: orNull(form.templateCollection),
          sendCustomerReceipts: form.sendCustomerReceipts,
          notifyMerchant: listOf(form.notifyMerchant),
        },
      },
    }),
  })

  return (
    <ConfigurationForm tab="email" merchant={merchant} editor={editor}>
      <TextField label={t('email.fields.senderName')} {...editor.text('senderName')} maxLength={120} />
      <TextField label={t('email.fields.senderEmail')} {...editor.text('senderEmail')} type="email" maxLength={254} dir="ltr" />
      <TextField label={t('email.fields.replyTo')} {...editor.text('replyTo')} type="email" maxLength={254} dir="ltr" />
      <TemplateCollectionField space={merchant.space} field={editor.text('templateCollection')} />
      <div className="sm:col-span-2">
        <TextAreaField label={t('email.fields.notifyMerchant')} rows={4} {...editor.text('notifyMerchant')} hint={t('email.notifyHint')} />
      </div>
      <div className="sm:col-span-2">
        <CheckboxField label={t('email.fields.sendCustomerReceipts')} {...editor.check('sendCustomerReceipts')} />
      </div>
    </ConfigurationForm>
  )
}

type TextBinding = ReturnType<ReturnType<typeof useConfigurationEditor<EmailForm>>['text']>

/**
 * The collection the merchant's messages use: one of its space's or a system one, picked from a
 * list for a user who may read templates (typed by name otherwise; the server checks it either way).
 */
function TemplateCollectionField({ space, field }: { space: string; field: TextBinding }) {
  const { t } = useTranslation('merchant')
  const canRead = usePermission('template.read')
  const collections = useQuery({ ...collectionsForSpace(space), enabled: canRead })
  const label = t('email.fields.templateCollection')
  if (!collections.data) return <TextField label={label} {...field} maxLength={100} hint={t('email.templateHint')} />
  const names = collections.data.map((c) => c.name)
  const options = [
    { value: '', label: t('email.defaultCollection') },
    ...collections.data.map((c) => ({ value: c.name, label: c.system ? t('email.systemCollection', { name: c.name }) : c.name })),
    // A name no longer offered (its collection was deleted) stays visible until it is changed.
    ...(field.value && !names.includes(field.value) ? [{ value: field.value, label: field.value }] : []),
  ]
  return <SelectField label={label} value={field.value} onChange={field.onChange} errors={field.errors} options={options} hint={t('email.templateHint')} />
}
