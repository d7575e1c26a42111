import type { ResponseOf } from '@domain/call'
import { paymentlinkCalls } from '@domain/calls/paymentlink'
import type { PaymentLink } from '@domain/entities/paymentlink'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { paymentLinkKind, paymentLinkResourceQueryOptions } from '../../api/paymentlink'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { FormProblems } from '../../ui/form-errors'
import { useKindEditor } from '../../workspace'
import { type PaymentLinkForm, paymentLinkBodyOf, paymentLinkFormOf } from './payment-link-form'
import { useTimeZone } from '../../lib/use-time-zone'

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
      const converted = paymentLinkBodyOf(merchant, form, timeZone)
      if (!converted.body) throw new FormProblems(converted.problems.map(({ field, problem }) => ({ field, message: t(`problems.${problem}`) })))
      return callApi(paymentlinkCalls.create, { body: converted.body })
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
      <TextField label={t('fields.reference')} {...editor.text('reference')} maxLength={100} autoFocus hint={t('create.referenceHint')} />
      <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      <TextField label={t('fields.amount')} {...editor.text('amount')} inputMode="decimal" dir="ltr" hint={t('create.amountHint')} />
      <SelectField label={t('fields.currency')} {...editor.text('currency')} options={options(offer.currencies)} />
      <SelectField label={t('fields.locale')} {...editor.text('locale')} options={offer.locales.map((locale) => ({ value: locale, label: t(`locales.${locale}`) }))} />
      <TextField label={t('fields.expiresAt')} {...editor.text('expiresAt')} type="datetime-local" hint={t('create.expiryHint', { timeZone })} />
      <TextField label={t('fields.customerName')} {...editor.text('customerName')} errors={errors['customer.name']} maxLength={200} autoComplete="off" />
      <TextField label={t('fields.customerEmail')} {...editor.text('customerEmail')} errors={errors['customer.email']} type="email" autoComplete="off" />
      <div className="sm:col-span-2">
        <CheckboxField label={t('fields.sendEmail')} {...editor.check('sendEmail')} />
      </div>
    </RecordEditor>
  )
}
