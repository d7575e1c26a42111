import type { ResponseOf } from '@domain/call'
import { paymentlinkCalls } from '@domain/calls/paymentlink'
import type { PaymentLink } from '@domain/entities/paymentlink'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { paymentLinkKind, paymentLinkResourceQueryOptions } from '../../api/paymentlink'
import { amountsInMajorUnits } from '../../ui/amount-errors'
import { amountExample } from '../../lib/money'
import { AmountField } from '../../ui/AmountField'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { FormProblems } from '../../ui/form-errors'
import { DateTimeField } from '../../ui/DateTimeField'
import { useKindEditor } from '../../workspace'
import { type PaymentLinkForm, paymentLinkBodyOf, paymentLinkFormOf } from './paymentlink-form'
import { useTimeZone } from '../../lib/use-time-zone'
import { useLocaleLabel } from '../../ui/EnumText'

const FIELDS = ['reference', 'description', 'amount', 'currency', 'locale', 'customer.name', 'customer.email', 'expiresAt', 'sendEmail'] as const

type Offer = ResponseOf<typeof paymentlinkCalls.resource>

interface CreatePaymentLinkPaneProps {
  merchant: string
  onCreated: (link: PaymentLink) => void
}

/** The create form of a payment link, with what the merchant offers: its currencies and languages. */
export function CreatePaymentLinkPane({ merchant, onCreated }: CreatePaymentLinkPaneProps) {
  const query = useQuery(paymentLinkResourceQueryOptions(merchant))
  return <RecordQuery query={query}>{(offer) => <CreatePaymentLinkForm merchant={merchant} offer={offer} onCreated={onCreated} />}</RecordQuery>
}

function CreatePaymentLinkForm({ merchant, offer, onCreated }: CreatePaymentLinkPaneProps & { offer: Offer }) {
  const { t, i18n } = useTranslation('paymentlink')
  const localeLabel = useLocaleLabel()
  const queryClient = useQueryClient()
  const timeZone = useTimeZone()
  const { editor, canWrite, close } = useKindEditor({
    kind: paymentLinkKind,
    record: null,
    nameOf: (saved: PaymentLink) => saved.reference,
    savedText: (saved) => t('link.created', { reference: saved.reference }),
    initial: paymentLinkFormOf(offer, i18n.language),
    fields: FIELDS,
    save: (form: PaymentLinkForm) => {
      const converted = paymentLinkBodyOf(merchant, form, timeZone, i18n.language)
      if (!converted.body) throw new FormProblems(converted.problems.map(({ field, problem }) => ({ field, message: t(`problems.${problem}`, { example: amountExample(form.currency, i18n.language) }) })))
      return callApi(paymentlinkCalls.create, { body: converted.body }).catch((error: unknown) => {
        throw amountsInMajorUnits(error, ['amount'], form.currency, i18n.language)
      })
    },
    onSaved: (created) => {
      // The new link opens at once, from the answer rather than another call.
      queryClient.setQueryData(paymentLinkKind.keys.detail(created.id), created)
      onCreated(created)
    },
  })
  const errors = editor.errors.fields
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

  return (
    <RecordEditor editor={editor} exists={false} title={t('create.title')} onClose={close} formLabel={t('create.formLabel')} canWrite={canWrite}>
      <TextField label={t('fields.reference')} {...editor.text('reference')} maxLength={100} hint={t('create.referenceHint')} />
      <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      <AmountField label={t('fields.amount')} {...editor.text('amount')} currency={editor.form.currency || null} hint={t('create.amountHint', { example: amountExample(editor.form.currency || null, i18n.language) })} />
      <SelectField label={t('fields.currency')} {...editor.text('currency')} options={options(offer.currencies)} />
      <SelectField label={t('fields.locale')} {...editor.text('locale')} options={offer.locales.map((locale) => ({ value: locale, label: localeLabel(locale) }))} />
      <DateTimeField label={t('fields.expiresAt')} {...editor.pick('expiresAt')} hint={t('create.expiryHint', { timeZone })} />
      <TextField label={t('fields.customerName')} {...editor.text('customerName')} errors={errors['customer.name']} maxLength={200} autoComplete="off" />
      <TextField label={t('fields.customerEmail')} {...editor.text('customerEmail')} errors={errors['customer.email']} type="email" autoComplete="off" />
      <div className="sm:col-span-2">
        <CheckboxField label={t('fields.sendEmail')} {...editor.check('sendEmail')} />
      </div>
    </RecordEditor>
  )
}
